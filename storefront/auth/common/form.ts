/**
 * react-hook-form as the auth forms use it. The checks are validation.ts's, given to a field as `rules: { validate }`;
 * a form is checked when it is sent, and its messages stay as they are while the user types (until the next send);
 * the server's refusals go to their fields (api-errors.ts) with `setError`, and the form's own message to FORM_ERROR.
 */
import type { ControllerFieldState, ControllerRenderProps, ErrorOption } from 'react-hook-form';
import { formErrors, type FormErrorOptions } from './api-errors';

/** useForm's options of every auth form: checked on send only, and the focus left where the user put it. */
export const AUTH_FORM = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;

/** Where a form keeps the message for the form as a whole (cleared at each send): `errors.root?.server`. */
export const FORM_ERROR = 'root.server' as const;

export interface ServerErrorOptions<F extends string> extends FormErrorOptions<F> {
  /** The fields the form shows now, when fewer than `fields` (a message for a field not shown is not kept). */
  shown?: readonly F[];
}

/** Shows a failed call in the form: messages at the fields the server named, and the form's message. */
export function showServerErrors<F extends string>(
  setError: (name: F | typeof FORM_ERROR, error: ErrorOption) => void,
  error: unknown,
  fields: readonly F[],
  options: ServerErrorOptions<F> = {},
): void {
  const shown = formErrors(error, fields, options);
  for (const [name, message] of Object.entries(shown.fields) as [F, string][]) {
    if (!options.shown || options.shown.includes(name)) setError(name, { type: 'server', message });
  }
  if (shown.form) setError(FORM_ERROR, { type: 'server', message: shown.form });
}

/** A MUI TextField's props from a Controller: the value, its events, the input's ref, and the message (or `help`). */
export function fieldProps(
  { field, fieldState }: { field: Pick<ControllerRenderProps, 'onChange' | 'onBlur' | 'ref'> & { value: string }; fieldState: ControllerFieldState },
  help?: string,
) {
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: !!fieldState.error,
    helperText: fieldState.error?.message ?? help,
  };
}
