/**
 * What the two profile-completion forms share besides the rules (src/domain/profile-completion.ts):
 * reading number fields, and showing a refused call at the fields.
 */
import { isApiError } from '../../../src/api/errors';
import { MESSAGES } from '../../../src/config/messages';

/** A number field's value: null when empty, NaN when not a number (the rules then name the field). */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/** A stored number as a field's text. */
export function numberText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export interface ShownErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** For the form as a whole; null when everything went to fields or to the app's deactivated-account toast. */
  form: string | null;
}

/**
 * A refused call, for the form: the server's field messages at the fields (422 messages are the rules'
 * own sentences; a 400 schema fragment gets the field's label), the rest as one message.
 */
export function shownErrors<F extends string>(error: unknown, labels: Record<F, string>): ShownErrors<F> {
  if (!isApiError(error)) return { fields: {}, form: error instanceof Error && error.message ? error.message : MESSAGES.defaultError };
  if (error.status === 403 && error.message === MESSAGES.accountDeactivated) return { fields: {}, form: null };
  const fields: Partial<Record<F, string>> = {};
  const entries = Object.entries(error.validation ?? {});
  for (const [field, message] of entries) {
    if (!Object.hasOwn(labels, field)) continue;
    fields[field as F] = error.status === 400 ? `${labels[field as F]} ${message}` : message;
  }
  const placed = Object.keys(fields).length;
  return { fields, form: placed && placed === entries.length ? null : error.message };
}
