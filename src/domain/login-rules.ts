import * as v from 'valibot';
import { LOGIN_PASSWORD_MIN } from '@/domain/constants';
import { emailField, firstErrors, message, type FieldErrors } from '@/domain/validation';

export interface LoginForm {
  email: string;
  password: string;
}

/** docs/requirements.md §5 login table. */
export const loginSchema = v.object({
  email: emailField,
  password: v.pipe(
    v.string(),
    v.nonEmpty(message('validation.passwordRequired')),
    v.minLength(LOGIN_PASSWORD_MIN, message('validation.passwordTooShort', { min: LOGIN_PASSWORD_MIN })),
  ),
});

export function validateLogin(form: LoginForm): FieldErrors<LoginForm> {
  return firstErrors(loginSchema, form);
}
