/** /forgot-password, /trainer/forgot-password and /admin/forgot: asks for the email, mails a reset link. */
import { useForm } from 'react-hook-form';
import { Alert, Box, Button, Stack } from '@mui/material';
import { authCommonText } from '../../common/i18n/en';
import { passwordResetText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { formErrors } from '../../common/api-errors';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { EmailField } from '../../common/components/EmailField';
import { AUTH_FORM } from '../../common/form';
import { AUDIENCE_PATHS, PATH_ROLE_OF_AUDIENCE, type Audience } from '../../common/paths';
import { useForgotPassword } from '../api/forgot';

export default function ForgotPasswordPage({ audience }: { audience: Audience }) {
  const { control, handleSubmit } = useForm({ ...AUTH_FORM, defaultValues: { email: '' } });
  const forgot = useForgotPassword(PATH_ROLE_OF_AUDIENCE[audience]);
  const shown = forgot.error ? formErrors(forgot.error, ['email'] as const) : null;
  const t = useText(passwordResetText).forgot;
  const common = useText(authCommonText);

  // The call's refusal is read from the call (shown), as is its pending state.
  const submit = handleSubmit(({ email }) => forgot.mutate(email.trim()));

  return (
    <AuthLayout
      title={t.title}
      subtitle={t.subtitle}
      footer={<PageLink to={AUDIENCE_PATHS[audience].login}>{common.backToSignIn}</PageLink>}
    >
      {forgot.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{forgot.data.message}</Alert>
          <Button variant="outlined" onClick={() => forgot.reset()}>
            {t.anotherEmail}
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            {shown?.form && <Alert severity="error">{shown.form}</Alert>}
            <EmailField control={control} serverError={shown?.fields.email} />
            <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
              {t.submit}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}
