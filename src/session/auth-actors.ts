import { fromPromise } from 'xstate';
import { answerOf, type Answer } from '@/api/answer';
import type { ApiClient } from '@/api/client';
import { failureFromResponse, failureFromThrown, registrationErrorText } from '@/api/error-text';
import { dataImageToFile } from '@/domain/inline-image';
import { isValidToken } from '@/domain/token';
import type { LoginInput, LoginResult } from '@/machines/login.machine';
import type {
  ResetCodeInput, ResetConfirmInput, ResetRequestInput,
} from '@/machines/password-reset.machine';
import type { CompanyData, ContactData, FetchOutcome } from '@/machines/profile-loading.machine';
import type { SendOtpInput } from '@/machines/otp-countdown.machine';
import type {
  RegisterInput, RegisterResult, UpdateCompanyInput, UpdateHrProfileInput, UploadLogoInput,
} from '@/machines/signup.machine';

/** docs/requirements.md §4: 404 / not-found gives empty data, 401 is reported to the session; other failures reject. */
async function loadOutcome<T>(call: Promise<Answer<T>>): Promise<FetchOutcome<T>> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch (error) {
    throw failureFromThrown(error);
  }
  const { status } = answer.response;
  if (answer.response.ok && answer.data !== undefined) return { outcome: 'loaded', data: answer.data };
  if (status === 404) return { outcome: 'notFound' };
  if (status === 401) return { outcome: 'unauthorized' };
  throw failureFromResponse(answer.response, answer.error);
}

// Post-signup tasks carry the new token themselves, so they work even if storage is unavailable.
const withToken = (token: string) => (isValidToken(token) ? { Authorization: `Token ${token.trim()}` } : undefined);

/** The machines' network actors, implemented with the one API client. */
export function createAuthActors(client: ApiClient) {
  return {
    loginCall: fromPromise<LoginResult, LoginInput>(({ input, signal }) =>
      answerOf(client.POST('/api/auth/login/', { body: input, signal })),
    ),
    logoutCall: fromPromise<void, void>(async ({ signal }) => {
      await answerOf(client.POST('/api/auth/logout/', { body: {}, signal }));
    }),
    sendOtp: fromPromise<unknown, SendOtpInput>(({ input, signal }) =>
      answerOf(
        client.POST('/api/auth/send-otp/', {
          body: { email: input.email, purpose: 'email_verification', user_type: 'employer', otp_type: 'registration' },
          signal,
        }),
      ),
    ),
    register: fromPromise<RegisterResult, RegisterInput>(async ({ input, signal }) => {
      const data = await answerOf(client.POST('/api/auth/register/', { body: input, signal }), registrationErrorText);
      return { token: data?.token ?? null, user: data?.user ?? null };
    }),
    uploadLogo: fromPromise<unknown, UploadLogoInput>(({ input, signal }) =>
      answerOf(
        client.POST('/api/upload/company-logo/', {
          // docs/requirements.md §5: the inline data image is uploaded as a PNG file in the multipart field `logo`.
          body: { logo: '' },
          bodySerializer: () => {
            const form = new FormData();
            const file = dataImageToFile(input.dataUrl);
            form.append('logo', file, file.name);
            return form;
          },
          headers: withToken(input.token),
          signal,
        }),
      ),
    ),
    updateCompany: fromPromise<unknown, UpdateCompanyInput>(({ input, signal }) =>
      answerOf(
        client.PATCH('/api/profile/company/', {
          body: { industry_type: input.industry_type },
          headers: withToken(input.token),
          signal,
        }),
      ),
    ),
    updateHrProfile: fromPromise<unknown, UpdateHrProfileInput>(({ input, signal }) =>
      answerOf(
        client.PATCH('/api/profile/hr/', {
          body: { contact_name: input.contact_name, contact_number: input.contact_number },
          headers: withToken(input.token),
          signal,
        }),
      ),
    ),
    loadCompany: fromPromise<FetchOutcome<CompanyData>, void>(({ signal }) =>
      loadOutcome(client.GET('/api/profile/company/', { signal })),
    ),
    loadContact: fromPromise<FetchOutcome<ContactData>, void>(({ signal }) =>
      loadOutcome(client.GET('/api/profile/contact/', { signal })),
    ),
    requestReset: fromPromise<unknown, ResetRequestInput>(({ input, signal }) =>
      answerOf(client.POST('/api/auth/password-reset-request/', { body: { email: input.email, user_type: 'employer' }, signal })),
    ),
    verifyResetCode: fromPromise<unknown, ResetCodeInput>(({ input, signal }) =>
      answerOf(client.POST('/api/auth/password-reset-otp-verify/', { body: input, signal })),
    ),
    confirmReset: fromPromise<unknown, ResetConfirmInput>(({ input, signal }) =>
      answerOf(client.POST('/api/auth/password-reset-confirm/', { body: input, signal })),
    ),
  };
}

export type AuthActors = ReturnType<typeof createAuthActors>;
