/**
 * Turns a failed call into what a form shows: messages at the fields the server named (422, 409, and
 * 400 schema errors) and one message for the form. The deactivated-account refusal is left to the
 * app's toast (src/app/account-deactivated.ts), so it is not repeated in the form.
 */
import { isApiError } from '../../../src/api/errors';
import { MESSAGES } from '../../../src/config/messages';
import { authCommonText } from './i18n/en';
import { textOf } from '../../../src/i18n/text';
import type { FieldErrors } from './validation';

export interface FormErrors<F extends string> {
  fields: FieldErrors<F>;
  /** For the form as a whole; null when everything went to fields (or to the toast). */
  form: string | null;
}

export interface FormErrorOptions<F extends string> {
  /** Field labels, for schema errors ("Email must match format email"). */
  labels?: Partial<Record<F, string>>;
  /** The field a 409 (conflict) belongs to, e.g. email for "An account with this email already exists". */
  conflictField?: F;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function errorText(error: unknown): string {
  if (isApiError(error) && error.isTokenExpired) return textOf(authCommonText).sessionEnded;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.defaultError;
}

export function formErrors<F extends string>(error: unknown, fields: readonly F[], options: FormErrorOptions<F> = {}): FormErrors<F> {
  if (!isApiError(error) || error.isTokenExpired) return { fields: {}, form: errorText(error) };
  if (error.status === 403 && error.message === MESSAGES.accountDeactivated) return { fields: {}, form: null };
  const known = new Set<string>(fields);
  const result: FieldErrors<F> = {};
  const entries = Object.entries(error.validation ?? {});
  const ours = entries.filter(([field]) => known.has(field));
  for (const [field, fragment] of ours) {
    // One field and a sentence from the server ("This password is too common; choose another"): show the
    // sentence. Schema errors (400) and several fields: the field's label and the server's fragment.
    const label = options.labels?.[field as F] ?? capitalise(field.replace(/_/g, ' '));
    result[field as F] = ours.length === 1 && error.status !== 400 ? error.message : `${label} ${fragment}`;
  }
  if (!entries.length && error.status === 409 && options.conflictField) {
    result[options.conflictField] = error.message;
  }
  const placed = Object.keys(result).length > 0;
  const strays = entries.length > ours.length;
  return { fields: result, form: placed && !strays ? null : error.message };
}
