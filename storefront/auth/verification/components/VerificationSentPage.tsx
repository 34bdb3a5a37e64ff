/** /verification-sent?email=...: after sign-up, explains the mailed link and can send it again. */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { authCommonText } from '../../common/i18n/en';
import { verificationText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { errorText } from '../../common/api-errors';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { AUTH_PATHS } from '../../common/paths';
import { checkEmail } from '../../common/validation';
import { useResendVerification } from '../api/resend-verification';

export default function VerificationSentPage() {
  const [params] = useSearchParams();
  const known = params.get('email') ?? '';
  const [email, setEmail] = useState(known);
  const [emailError, setEmailError] = useState<string | undefined>();
  const resend = useResendVerification();
  const t = useText(verificationText).sent;
  const common = useText(authCommonText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setEmailError(problem);
    if (!problem) resend.mutate(email.trim());
  };

  return (
    <AuthLayout title={t.title} footer={<PageLink to={AUTH_PATHS.login}>{common.backToSignIn}</PageLink>}>
      <Stack spacing={2} component="form" noValidate onSubmit={submit}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <MarkEmailUnreadOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
          <Typography>
            {known ? (
              <>
                {t.sentTo} <strong>{known}</strong>.
              </>
            ) : (
              t.sentToYou
            )}{' '}
            {t.openIt}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t.nothingArrived}
        </Typography>
        {!known && (
          <TextField
            label={common.email}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!emailError}
            helperText={emailError}
            autoComplete="email"
          />
        )}
        {resend.isSuccess && <Alert severity="success">{resend.data.message}</Alert>}
        {resend.error && <Alert severity="error">{errorText(resend.error)}</Alert>}
        <Button type="submit" variant="outlined" loading={resend.isPending}>
          {t.resend}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
