/**
 * Two-factor authentication: the status; switching it on (QR code, or the secret typed by hand, then
 * a code from the app; the 10 recovery codes are shown once); switching it off with a current code.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { errorText, formErrors } from '../../common/api-errors';
import { secretOf, useEnableTwoFactor, type TwoFactorSetup } from '../api/enable-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useVerifyTwoFactor, type TwoFactorVerified } from '../api/verify-two-factor';
import { CopyButton } from './CopyButton';

const group = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

function CodeForm({ label, submitLabel, pending, error, onSubmit, onCancel, danger }: {
  label: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
  danger?: boolean;
}) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const shown = error ? formErrors(error, ['verification_code'] as const) : null;
  const fieldError = problem ?? shown?.fields.verification_code;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = code.trim();
    if (clean.replace(/[\s-]/g, '').length < 6) {
      setProblem('Enter the 6-digit code from your app');
      return;
    }
    setProblem(undefined);
    onSubmit(clean);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {shown?.form && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {shown.form}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={label}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={!!fieldError}
          helperText={fieldError}
          size="small"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { maxLength: 20, spellCheck: false } }}
        />
        <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} loading={pending} sx={{ minHeight: 40 }}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending} sx={{ minHeight: 40 }}>
            Cancel
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function Setup({ setup, onVerified, onCancel }: { setup: TwoFactorSetup; onVerified: (v: TwoFactorVerified) => void; onCancel: () => void }) {
  const verify = useVerifyTwoFactor();
  const secret = secretOf(setup.otpauth_url);
  return (
    <Stack spacing={2}>
      <Typography>1. Scan this code with an authenticator app (Google Authenticator, 1Password, Authy, …).</Typography>
      <Box
        component="img"
        src={setup.qr_code}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', borderRadius: 1, alignSelf: 'flex-start' }}
      />
      {secret && (
        <Box>
          <Typography variant="body2" color="text.secondary">
            Can&rsquo;t scan it? Type this key into the app instead (time-based, 6 digits):
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: '0.05em' }}>
              {group(secret)}
            </Typography>
            <CopyButton text={secret} label="Copy key" />
          </Stack>
        </Box>
      )}
      <Typography>2. Enter the 6-digit code the app shows.</Typography>
      <CodeForm
        label="Code from the app"
        submitLabel="Verify and turn on"
        pending={verify.isPending}
        error={verify.error}
        onSubmit={(code) => verify.mutate(code, { onSuccess: onVerified })}
        onCancel={onCancel}
      />
    </Stack>
  );
}

function RecoveryCodes({ verified, onDone }: { verified: TwoFactorVerified; onDone: () => void }) {
  const text = verified.recovery_codes.join('\n');
  return (
    <Stack spacing={2}>
      <Alert severity="success">{verified.message}</Alert>
      <Typography>
        These are your recovery codes. Each one signs you in once when your phone is not at hand. Save them somewhere safe now: they
        are shown only this once.
      </Typography>
      <Box
        data-testid="recovery-codes"
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}
      >
        {verified.recovery_codes.map((code) => (
          <Typography component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
            {code}
          </Typography>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <CopyButton text={text} label="Copy codes" variant="outlined" />
        <Button variant="contained" onClick={onDone}>
          I saved them
        </Button>
      </Stack>
    </Stack>
  );
}

export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [verified, setVerified] = useState<TwoFactorVerified | null>(null);
  const enableError = enable.error ? formErrors(enable.error, []).form : null;

  if (verified) {
    return <RecoveryCodes verified={verified} onDone={() => setVerified(null)} />;
  }
  if (setup) {
    return (
      <Setup
        setup={setup}
        onVerified={(v) => {
          setSetup(null);
          setVerified(v);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  }
  if (status.isPending) return <Skeleton variant="rounded" height={72} />;
  if (status.isError) return <Alert severity="error">{errorText(status.error)}</Alert>;

  const { enabled, recovery_codes_left: left } = status.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" label={enabled ? 'On' : 'Off'} color={enabled ? 'success' : 'default'} data-testid="two-factor-state" />
        <Typography>
          {enabled
            ? `Signing in needs a code from your authenticator app. ${left} recovery code${left === 1 ? '' : 's'} left.`
            : 'Add a second step to signing in: a code from an authenticator app on your phone.'}
        </Typography>
      </Stack>
      {disable.isSuccess && !enabled && <Alert severity="info">{disable.data.message}</Alert>}
      {enabled ? (
        <>
          <Typography variant="body2" color="text.secondary">
            To turn it off, enter a current code from the app (or a recovery code).
          </Typography>
          <CodeForm
            label="Code"
            submitLabel="Turn off"
            danger
            pending={disable.isPending}
            error={disable.error}
            onSubmit={(code) => disable.mutate(code)}
          />
        </>
      ) : (
        <>
          {enableError && <Alert severity="error">{enableError}</Alert>}
          <Box>
            <Button
              variant="contained"
              loading={enable.isPending}
              onClick={() => enable.mutate(undefined, { onSuccess: (s) => setSetup(s) })}
            >
              Turn on two-factor authentication
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
