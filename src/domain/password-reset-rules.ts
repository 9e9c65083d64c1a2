import * as v from 'valibot';
import { OTP_LENGTH } from '@/domain/constants';
import { emailField, firstErrors, message, type FieldErrors } from '@/domain/validation';

export interface ResetEmailForm {
  email: string;
}

export interface ResetCodeForm {
  code: string;
}

const emailSchema = v.object({ email: emailField });
const codeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), message('validation.otpIncomplete', { length: OTP_LENGTH })),
  ),
});

export function validateResetEmail(form: ResetEmailForm): FieldErrors<ResetEmailForm> {
  return firstErrors(emailSchema, form);
}

export function validateResetCode(form: ResetCodeForm): FieldErrors<ResetCodeForm> {
  return firstErrors(codeSchema, form);
}
