/** /verify-email?token=...: the link of the confirmation mail. Shows the outcome in the server's words. */
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { authCommonText } from '../../common/i18n/en';
import { verificationText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { errorText } from '../../common/api-errors';
import { AuthLayout } from '../../common/components/AuthLayout';
import { AUTH_PATHS } from '../../common/paths';
import { useVerifyEmail } from '../api/verify-email';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail(token);
  const t = useText(verificationText).verify;
  const common = useText(authCommonText);

  if (!token) {
    return (
      <AuthLayout title={t.title}>
        <Stack spacing={2}>
          <Alert severity="error">{t.incomplete}</Alert>
          <Button component={RouterLink} to={AUTH_PATHS.verificationSent} variant="outlined">
            {common.askNewLink}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t.title}>
      {verify.isPending && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{t.confirming}</Typography>
        </Stack>
      )}
      {verify.isSuccess && (
        <Stack spacing={2}>
          <Alert severity="success">{verify.data.message}</Alert>
          <Button component={RouterLink} to={AUTH_PATHS.login} variant="contained" size="large">
            {common.signIn}
          </Button>
        </Stack>
      )}
      {verify.isError && (
        <Stack spacing={2}>
          <Alert severity="error">{errorText(verify.error)}</Alert>
          <Button component={RouterLink} to={AUTH_PATHS.verificationSent} variant="outlined">
            {common.askNewLink}
          </Button>
          <Button component={RouterLink} to={AUTH_PATHS.login}>
            {common.signIn}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
