/**
 * The sign-up form of athletes, trainers and (with an invitation) admins: email and a password with the rule
 * shown, and names (optional for athletes and trainers, whose profile completion asks for them; required for admins,
 * who have none to complete). The server's field messages (a common password) show at the field. On success
 * the user goes to /verification-sent?email=... to confirm the address: the answer is the same when the
 * address already has an account (its owner is mailed instead), so sign-up never tells who has one.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { authCommonText } from '../../../../src/i18n/en/auth/common';
import { signupText } from '../../../../src/i18n/en/auth/signup';
import { useText } from '../../../../src/i18n/text';
import { formErrors } from '../../common/api-errors';
import { PasswordField } from '../../common/components/PasswordField';
import { AUTH_PATHS, PATH_ROLE_OF_AUDIENCE, withQuery, type Audience } from '../../common/paths';
import { checkEmail, checkName, checkNewPassword, checkRequired, compact, hasErrors, PASSWORD_MIN_LENGTH, type FieldErrors } from '../../common/validation';
import { useRegister } from '../api/register';

type Field = 'invitation_token' | 'first_name' | 'last_name' | 'email' | 'password';
const FIELDS: readonly Field[] = ['invitation_token', 'first_name', 'last_name', 'email', 'password'];

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
  const t = useText(signupText);
  const labels: Record<Field, string> = {
    invitation_token: t.invitationCode,
    first_name: common.firstName,
    last_name: common.lastName,
    email: common.email,
    password: common.password,
  };
  const [values, setValues] = useState<Record<Field, string>>({
    invitation_token: invitation?.initial ?? '',
    first_name: '',
    last_name: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  // Admins have no profile to complete: their names are asked for here.
  const namesRequired = !!invitation;
  const field = (name: Field) => ({
    name,
    label: labels[name],
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: !!errors[name],
    helperText: errors[name],
    required: namesRequired || (name !== 'first_name' && name !== 'last_name'),
    fullWidth: true,
  });
  const nameCheck = (value: string, which: 'first' | 'last') => (namesRequired || value.trim() ? checkName(value, which) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      invitation_token: invitation ? checkRequired(values.invitation_token, t.invitationRequired) : undefined,
      first_name: nameCheck(values.first_name, 'first'),
      last_name: nameCheck(values.last_name, 'last'),
      email: checkEmail(values.email),
      password: checkNewPassword(values.password),
    });
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) return;
    const email = values.email.trim();
    register.mutate(
      {
        email,
        password: values.password,
        ...(values.first_name.trim() ? { first_name: values.first_name.trim() } : {}),
        ...(values.last_name.trim() ? { last_name: values.last_name.trim() } : {}),
        ...(invitation ? { invitation_token: values.invitation_token.trim() } : {}),
      },
      {
        onSuccess: () => void navigate(withQuery(AUTH_PATHS.verificationSent, { email })),
        onError: (error) => {
          const shown = formErrors(error, FIELDS, { labels });
          setErrors(shown.fields);
          setFormError(shown.form);
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {invitation && <TextField {...field('invitation_token')} autoComplete="off" />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('first_name')} autoComplete="given-name" autoFocus={!invitation} />
          <TextField {...field('last_name')} autoComplete="family-name" />
        </Stack>
        <TextField {...field('email')} type="email" autoComplete="email" />
        <PasswordField {...field('password')} helperText={errors.password ?? common.passwordRule(PASSWORD_MIN_LENGTH)} autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" loading={register.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
