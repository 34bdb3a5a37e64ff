/** /verify-email?token=...: the link of the confirmation mail. Shows the outcome in the server's words. */
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { errorText } from '../../common/api-errors';
import { AuthLayout } from '../../common/components/AuthLayout';
import { AUTH_PATHS } from '../../common/paths';
import { useVerifyEmail } from '../api/verify-email';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail(token);

  if (!token) {
    return (
      <AuthLayout title="Confirm your email">
        <Stack spacing={2}>
          <Alert severity="error">This link is not complete. Open the link from the confirmation mail again.</Alert>
          <Button component={RouterLink} to={AUTH_PATHS.verificationSent} variant="outlined">
            Ask for a new link
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Confirm your email">
      {verify.isPending && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>Confirming your address…</Typography>
        </Stack>
      )}
      {verify.isSuccess && (
        <Stack spacing={2}>
          <Alert severity="success">{verify.data.message}</Alert>
          <Button component={RouterLink} to={AUTH_PATHS.login} variant="contained" size="large">
            Sign in
          </Button>
        </Stack>
      )}
      {verify.isError && (
        <Stack spacing={2}>
          <Alert severity="error">{errorText(verify.error)}</Alert>
          <Button component={RouterLink} to={AUTH_PATHS.verificationSent} variant="outlined">
            Ask for a new link
          </Button>
          <Button component={RouterLink} to={AUTH_PATHS.login}>
            Sign in
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
