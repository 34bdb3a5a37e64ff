/**
 * /change-password, /trainer/change-password and /admin/reset: the page of the mailed reset link
 * (?token=..&code=..). A new password, typed twice, then a link to the right sign-in page.
 */
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Stack } from '@mui/material';
import { authCommonText } from '../../common/i18n/en';
import { passwordResetText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { PasswordField } from '../../common/components/PasswordField';
import { AUDIENCE_PATHS, PATH_ROLE_OF_AUDIENCE, type Audience } from '../../common/paths';
import { AUTH_FORM, fieldProps, showServerErrors } from '../../common/form';
import { checkConfirmation, checkNewPassword, PASSWORD_MIN_LENGTH } from '../../common/validation';
import { useResetPassword } from '../api/reset';

const FIELDS = ['password'] as const;

export default function ResetPasswordPage({ audience }: { audience: Audience }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const code = params.get('code');
  const { control, handleSubmit, setError, formState } = useForm({ ...AUTH_FORM, defaultValues: { password: '', confirmation: '' } });
  const formError = formState.errors.root?.server?.message ?? null;
  const reset = useResetPassword(PATH_ROLE_OF_AUDIENCE[audience]);
  const paths = AUDIENCE_PATHS[audience];
  const t = useText(passwordResetText).reset;
  const common = useText(authCommonText);

  const submit = handleSubmit(async ({ password }) => {
    if (!token || !code) return;
    try {
      await reset.mutateAsync({ token, code, password });
    } catch (error) {
      showServerErrors(setError, error, FIELDS);
    }
  });

  if (!token || !code) {
    return (
      <AuthLayout title={t.title}>
        <Stack spacing={2}>
          <Alert severity="error">{t.incomplete}</Alert>
          <Button component={RouterLink} to={paths.forgot} variant="outlined">
            {common.askNewLink}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title={t.changed}>
        <Stack spacing={2}>
          <Alert severity="success">{reset.data.message}</Alert>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            {common.signIn}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t.title} footer={<PageLink to={paths.login}>{common.backToSignIn}</PageLink>}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {formError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" component={RouterLink} to={paths.forgot}>
                  {t.newLink}
                </Button>
              }
            >
              {formError}
            </Alert>
          )}
          <Controller
            control={control}
            name="password"
            rules={{ validate: checkNewPassword }}
            render={(props) => (
              <PasswordField
                label={t.newPassword}
                {...fieldProps(props, common.passwordRule(PASSWORD_MIN_LENGTH))}
                autoComplete="new-password"
                autoFocus
                required
              />
            )}
          />
          <Controller
            control={control}
            name="confirmation"
            rules={{ validate: (value, values) => checkConfirmation(values.password, value) }}
            render={(props) => <PasswordField label={t.confirm} {...fieldProps(props)} autoComplete="new-password" required />}
          />
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t.submit}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
