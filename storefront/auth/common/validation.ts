/** Form checks of the auth pages, before anything is sent. The server checks again and has the last word. */

import { PASSWORD } from '../../../src/config/constants';

/** The contract's NewPassword.minLength (openapi/components/schemas/auth.yaml). */
export const PASSWORD_MIN_LENGTH = PASSWORD.min;

/** The password rule as shown beside every new-password field. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address';
  if (!EMAIL.test(value.trim())) return 'Enter a valid email address';
  return undefined;
}

export function checkRequired(value: string, what: string): string | undefined {
  return value.trim() ? undefined : `Enter ${what}`;
}

export function checkNewPassword(value: string): string | undefined {
  if (!value) return 'Choose a password';
  if (value.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  return undefined;
}

export function checkConfirmation(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'Type the password again';
  return confirmation === password ? undefined : 'The passwords do not match';
}

/** Drops the fields without an error; empty when the form is fine. */
export function compact<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors<F>;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
