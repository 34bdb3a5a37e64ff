/**
 * Form checks of the auth pages, before anything is sent. The server checks again and has the last word. The
 * messages are the catalogue's (storefront/auth/common/i18n/en.ts), in the language of the moment the check runs.
 */

import { PASSWORD } from '../../../src/config/constants';
import { authCommonText } from './i18n/en';
import { textOf } from '../../../src/i18n/text';

/** The contract's NewPassword.minLength (openapi/components/schemas/auth.yaml). */
export const PASSWORD_MIN_LENGTH = PASSWORD.min;

/** The contract's longest first or last name (RegisterRequest and ProfileUpdate maxLength). */
export const NAME_MAX_LENGTH = 100;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const checks = () => textOf(authCommonText).checks;

export function checkEmail(value: string): string | undefined {
  if (!value.trim()) return checks().emailRequired;
  if (!EMAIL.test(value.trim())) return checks().emailInvalid;
  return undefined;
}

/** `message` ("Enter your password") when `value` is blank. */
export function checkRequired(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

/** A first or last name as the contract takes it (RegisterRequest, ProfileUpdate): not blank, at most NAME_MAX_LENGTH characters. */
export function checkName(value: string, which: 'first' | 'last'): string | undefined {
  if (!value.trim()) return which === 'first' ? checks().firstNameRequired : checks().lastNameRequired;
  if (value.trim().length > NAME_MAX_LENGTH) return checks().tooLong(NAME_MAX_LENGTH);
  return undefined;
}

export function checkNewPassword(value: string): string | undefined {
  if (!value) return checks().newPasswordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return checks().passwordTooShort(PASSWORD_MIN_LENGTH);
  return undefined;
}

export function checkConfirmation(password: string, confirmation: string): string | undefined {
  if (!confirmation) return checks().confirmationRequired;
  return confirmation === password ? undefined : checks().confirmationMismatch;
}

/** A two-factor code: at least 6 characters besides spaces and dashes; else `message` (each screen words it). */
export function checkCode(value: string, message: string): string | undefined {
  return value.trim().replace(/[\s-]/g, '').length < 6 ? message : undefined;
}

