/**
 * The second step of a sign-in when the account has two-factor on: a code from the authenticator app
 * (or a recovery code) finishes the sign-in with lambda `two-factor/auth`.
 */
import { Controller, useForm } from 'react-hook-form';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { PathRole } from '../../../../../src/config/constants';
import { loginText } from '../i18n/en';
import { useText } from '../../../../../src/i18n/text';
import { errorText } from '../../api-errors';
import { AUTH_FORM, fieldProps } from '../../form';
import { checkCode } from '../../validation';
import type { LoginPayload, TwoFactorChallenge } from '../api/login';
import { useTwoFactorAuth } from '../api/two-factor-auth';

export interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  pathRole: PathRole;
  onSignedIn: (payload: LoginPayload) => void;
  /** Back to the first step (the challenge expired, or another account). */
  onRestart: () => void;
}

export function TwoFactorStep({ challenge, pathRole, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { control, handleSubmit } = useForm({ ...AUTH_FORM, defaultValues: { code: '' } });
  const auth = useTwoFactorAuth(pathRole);
  const t = useText(loginText).twoFactor;

  // The call's refusal shows above the field (auth.error), and its pending state is the busy one.
  const submit = handleSubmit(({ code }) => auth.mutate({ code: code.trim(), token: challenge.two_factor_token }, { onSuccess: onSignedIn }));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {t.intro}
        </Typography>
        {auth.error && <Alert severity="error">{errorText(auth.error)}</Alert>}
        <Controller
          control={control}
          name="code"
          rules={{ validate: (value) => checkCode(value, t.codeRequired) }}
          render={(props) => (
            <TextField
              label={t.code}
              {...fieldProps(props, t.codeHelp)}
              autoComplete="one-time-code"
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'text', maxLength: 20, spellCheck: false } }}
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" loading={auth.isPending}>
          {t.verify}
        </Button>
        <Button onClick={onRestart} disabled={auth.isPending}>
          {t.startOver}
        </Button>
      </Stack>
    </Box>
  );
}
