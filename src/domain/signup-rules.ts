import * as v from 'valibot';
import { OTP_LENGTH, SIGNUP_PASSWORD_MIN } from '@/domain/constants';
import { emailField, firstErrors, message, type FieldErrors } from '@/domain/validation';

/** docs/requirements.md §5 signup, step 1 (Company Info). */
export interface CompanyInfoForm {
  fullName: string;
  email: string;
}

/** docs/requirements.md §5 signup, checked when leaving Account Security. */
export interface AccountSecurityForm {
  password: string;
  confirmPassword: string;
}

/** docs/requirements.md §5 signup, checked before registration is submitted. */
export interface VerificationForm {
  otp: string;
  acceptTerms: boolean;
}

const companyInfoSchema = v.object({
  fullName: v.pipe(v.string(), v.trim(), v.nonEmpty(message('validation.companyNameRequired'))),
  email: emailField,
});

const accountSecuritySchema = v.pipe(
  v.object({
    password: v.pipe(
      v.string(),
      v.nonEmpty(message('validation.passwordRequired')),
      v.minLength(SIGNUP_PASSWORD_MIN, message('validation.passwordTooShort', { min: SIGNUP_PASSWORD_MIN })),
      v.regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, message('validation.passwordComplexity')),
    ),
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      message('validation.passwordsMismatch'),
    ),
    ['confirmPassword'],
  ),
);

const verificationSchema = v.object({
  otp: v.pipe(
    v.string(),
    v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), message('validation.otpIncomplete', { length: OTP_LENGTH })),
  ),
  acceptTerms: v.pipe(v.boolean(), v.value(true, message('validation.termsRequired'))),
});

export function validateCompanyInfo(form: CompanyInfoForm): FieldErrors<CompanyInfoForm> {
  return firstErrors(companyInfoSchema, form);
}

export function validateAccountSecurity(form: AccountSecurityForm): FieldErrors<AccountSecurityForm> {
  return firstErrors(accountSecuritySchema, form);
}

export function validateVerification(form: VerificationForm): FieldErrors<VerificationForm> {
  return firstErrors(verificationSchema, form);
}
