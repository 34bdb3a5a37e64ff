/**
 * The second step of a sign-in when the account has two-factor on: a code from the authenticator app
 * (or a recovery code) finishes the sign-in with lambda `two-factor/auth`.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { PathRole } from '../../../../../src/config/constants';
import { loginText } from '../../../../../src/i18n/en/auth/login';
import { useText } from '../../../../../src/i18n/text';
import { errorText } from '../../api-errors';
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
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const auth = useTwoFactorAuth(pathRole);
  const t = useText(loginText).twoFactor;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = code.trim();
    if (clean.replace(/[\s-]/g, '').length < 6) {
      setFieldError(t.codeRequired);
      return;
    }
    setFieldError(undefined);
    auth.mutate({ code: clean, token: challenge.two_factor_token }, { onSuccess: onSignedIn });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {t.intro}
        </Typography>
        {auth.error && <Alert severity="error">{errorText(auth.error)}</Alert>}
        <TextField
          label={t.code}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={!!fieldError}
          helperText={fieldError ?? t.codeHelp}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'text', maxLength: 20, spellCheck: false } }}
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
