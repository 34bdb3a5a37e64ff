/**
 * The e-mail field of a form that asks for an address only (a magic link, a password reset): checked before sending
 * (checkEmail), the server's word about it shown at the field.
 */
import { Controller, type Control } from 'react-hook-form';
import { TextField } from '@mui/material';
import { useText } from '../../../../src/i18n/text';
import { fieldProps } from '../form';
import { authCommonText } from '../i18n/en';
import { checkEmail } from '../validation';

export function EmailField({ control, serverError }: { control: Control<{ email: string }>; serverError?: string }) {
  const common = useText(authCommonText);
  return (
    <Controller
      control={control}
      name="email"
      rules={{ validate: checkEmail }}
      render={(props) => {
        const message = props.fieldState.error?.message ?? serverError;
        return <TextField label={common.email} type="email" {...fieldProps(props)} error={!!message} helperText={message} autoComplete="email" autoFocus required />;
      }}
    />
  );
}
