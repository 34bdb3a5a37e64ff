/**
 * Two-factor authentication: the status; switching it on (QR code, or the secret typed by hand, then
 * a code from the app; the 10 recovery codes are shown once); switching it off with a current code.
 */
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Box, Button, Chip, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { commonText } from '../../../../../src/ui/i18n/en';
import { securityText } from '../i18n/en';
import { useText } from '../../../../../src/i18n/text';
import { errorText, formErrors } from '../../api-errors';
import { AUTH_FORM, fieldProps } from '../../form';
import { checkCode } from '../../validation';
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
  const { control, handleSubmit } = useForm({ ...AUTH_FORM, defaultValues: { code: '' } });
  // The call is the parent's: its refusal (error) shows here, at the field or above it.
  const shown = error ? formErrors(error, ['verification_code'] as const) : null;
  const t = useText(securityText).twoFactor;
  const common = useText(commonText);

  const submit = handleSubmit(({ code }) => onSubmit(code.trim()));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {shown?.form && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {shown.form}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Controller
          control={control}
          name="code"
          rules={{ validate: (value) => checkCode(value, t.codeRequired) }}
          render={(props) => {
            const message = props.fieldState.error?.message ?? shown?.fields.verification_code;
            return (
              <TextField
                label={label}
                {...fieldProps(props)}
                error={!!message}
                helperText={message}
                size="small"
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { maxLength: 20, spellCheck: false } }}
              />
            );
          }}
        />
        <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} loading={pending} sx={{ minHeight: 40 }}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending} sx={{ minHeight: 40 }}>
            {common.cancel}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function Setup({ setup, onVerified, onCancel }: { setup: TwoFactorSetup; onVerified: (v: TwoFactorVerified) => void; onCancel: () => void }) {
  const verify = useVerifyTwoFactor();
  const secret = secretOf(setup.otpauth_url);
  const t = useText(securityText).twoFactor;
  return (
    <Stack spacing={2}>
      <Typography>{t.scan}</Typography>
      <Box
        component="img"
        src={setup.qr_code}
        alt={t.qrCode}
        sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', borderRadius: 1, alignSelf: 'flex-start' }}
      />
      {secret && (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t.cantScan}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: '0.05em' }}>
              {group(secret)}
            </Typography>
            <CopyButton text={secret} label={t.copyKey} />
          </Stack>
        </Box>
      )}
      <Typography>{t.enterCode}</Typography>
      <CodeForm
        label={t.codeFromApp}
        submitLabel={t.verifyAndTurnOn}
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
  const t = useText(securityText).twoFactor;
  return (
    <Stack spacing={2}>
      <Alert severity="success">{verified.message}</Alert>
      <Typography>{t.recoveryCodes}</Typography>
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
        <CopyButton text={text} label={t.copyCodes} variant="outlined" />
        <Button variant="contained" onClick={onDone}>
          {t.savedThem}
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
  const t = useText(securityText).twoFactor;

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
        <Chip size="small" label={enabled ? t.on : t.off} color={enabled ? 'success' : 'default'} data-testid="two-factor-state" />
        <Typography>
          {enabled ? t.enabled(left) : t.disabled}
        </Typography>
      </Stack>
      {disable.isSuccess && !enabled && <Alert severity="info">{disable.data.message}</Alert>}
      {enabled ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t.turnOffHelp}
          </Typography>
          <CodeForm
            label={t.code}
            submitLabel={t.turnOff}
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
              {t.turnOn}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
