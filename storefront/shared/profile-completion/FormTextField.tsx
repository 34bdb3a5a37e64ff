/**
 * A text field of the profile-completion form: MUI's TextField under react-hook-form's control (the form's context),
 * with the field's error, when it has one, in place of its helper text.
 */
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController } from 'react-hook-form';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'> & {
  name: string;
  /** The helper text while the field has no error: a text, or one made from the field's text (a counter). */
  help?: ReactNode | ((value: string) => ReactNode);
};

export function FormTextField({ name, help, ...props }: FormTextFieldProps) {
  const { field, fieldState } = useController({ name });
  const value = field.value as string;
  return (
    <TextField
      {...props}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? (typeof help === 'function' ? help(value) : help)}
    />
  );
}
