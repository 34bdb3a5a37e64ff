/**
 * The sign-up form of athletes, trainers and (with an invitation) admins: email and a password with the rule
 * shown, and names (optional for athletes and trainers, whose profile completion asks for them; required for admins,
 * who have none to complete). The server's field messages (a common password) show at the field. On success
 * the user goes to /verification-sent?email=... to confirm the address: the answer is the same when the
 * address already has an account (its owner is mailed instead), so sign-up never tells who has one.
 */
import type { ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { authCommonText } from '../../common/i18n/en';
import { commonText } from '../../../../src/ui/i18n/en';
import { signupText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { PasswordField } from '../../common/components/PasswordField';
import { AUTH_PATHS, PATH_ROLE_OF_AUDIENCE, withQuery, type Audience } from '../../common/paths';
import { AUTH_FORM, fieldProps, showServerErrors } from '../../common/form';
import { checkEmail, checkName, checkNewPassword, checkRequired, PASSWORD_MIN_LENGTH } from '../../common/validation';
import { useRegister } from '../api/register';

type Field = 'invitation_token' | 'first_name' | 'last_name' | 'email' | 'password';
const FIELDS: readonly Field[] = ['invitation_token', 'first_name', 'last_name', 'email', 'password'];
/** What a field's input gets from the form. */
type InputProps = ReturnType<typeof fieldProps> & { name: Field; label: string; required: boolean; fullWidth: boolean };

export interface SignupFormProps {
  audience: Audience;
  /** Admin sign-up: ask for the invitation code (prefilled from the link). */
  invitation?: { initial: string };
  submitLabel: string;
}

export function SignupForm({ audience, invitation, submitLabel }: SignupFormProps) {
  const navigate = useNavigate();
  const register = useRegister(PATH_ROLE_OF_AUDIENCE[audience]);
  const common = useText(authCommonText);
  const names = useText(commonText);
  const t = useText(signupText);
  const labels: Record<Field, string> = {
    invitation_token: t.invitationCode,
    first_name: names.firstName,
    last_name: names.lastName,
    email: common.email,
    password: common.password,
  };
  const { control, handleSubmit, setError, formState } = useForm<Record<Field, string>>({
    ...AUTH_FORM,
    defaultValues: { invitation_token: invitation?.initial ?? '', first_name: '', last_name: '', email: '', password: '' },
  });
  const formError = formState.errors.root?.server?.message ?? null;

  // Admins have no profile to complete: their names are asked for here.
  const namesRequired = !!invitation;
  const nameCheck = (which: 'first' | 'last') => (value: string) => (namesRequired || value.trim() ? checkName(value, which) : undefined);
  const checks: Record<Field, (value: string) => string | undefined> = {
    invitation_token: (value) => checkRequired(value, t.invitationRequired),
    first_name: nameCheck('first'),
    last_name: nameCheck('last'),
    email: checkEmail,
    password: checkNewPassword,
  };
  const field = (name: Field, input: (props: InputProps) => ReactElement, help?: string) => (
    <Controller
      control={control}
      name={name}
      rules={{ validate: checks[name] }}
      render={(props) =>
        input({
          name,
          label: labels[name],
          ...fieldProps(props, help),
          required: namesRequired || (name !== 'first_name' && name !== 'last_name'),
          fullWidth: true,
        })
      }
    />
  );

  const submit = handleSubmit(async (values) => {
    const email = values.email.trim();
    try {
      await register.mutateAsync({
        email,
        password: values.password,
        ...(values.first_name.trim() ? { first_name: values.first_name.trim() } : {}),
        ...(values.last_name.trim() ? { last_name: values.last_name.trim() } : {}),
        ...(invitation ? { invitation_token: values.invitation_token.trim() } : {}),
      });
    } catch (error) {
      showServerErrors(setError, error, FIELDS, { labels, shown: invitation ? FIELDS : FIELDS.filter((f) => f !== 'invitation_token') });
      return;
    }
    void navigate(withQuery(AUTH_PATHS.verificationSent, { email }));
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {invitation && field('invitation_token', (props) => <TextField {...props} autoComplete="off" />)}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('first_name', (props) => <TextField {...props} autoComplete="given-name" autoFocus={!invitation} />)}
          {field('last_name', (props) => <TextField {...props} autoComplete="family-name" />)}
        </Stack>
        {field('email', (props) => <TextField {...props} type="email" autoComplete="email" />)}
        {field('password', (props) => <PasswordField {...props} autoComplete="new-password" />, common.passwordRule(PASSWORD_MIN_LENGTH))}
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
