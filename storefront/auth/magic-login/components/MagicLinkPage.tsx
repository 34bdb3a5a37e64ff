/**
 * /magic-login (email and role) and /magic-login/:role (the role fixed): mails a one-time sign-in
 * link that opens /magic-login/verify.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { Alert, Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { authCommonText } from '../../common/i18n/en';
import { magicLoginText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { formErrors } from '../../common/api-errors';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { EmailField } from '../../common/components/EmailField';
import { AUTH_FORM } from '../../common/form';
import { AUDIENCE_PATHS, audienceOf, PATH_ROLE_OF_AUDIENCE, type Audience } from '../../common/paths';
import { useGenerateMagicLink } from '../api/generate-magic-link';

const AUDIENCES: readonly Audience[] = ['athlete', 'trainer', 'admin'];

export default function MagicLinkPage() {
  const { role } = useParams();
  const fixed = role === undefined ? null : audienceOf(role);
  const [audience, setAudience] = useState<Audience>(fixed ?? 'athlete');
  const { control, handleSubmit } = useForm({ ...AUTH_FORM, defaultValues: { email: '' } });
  const generate = useGenerateMagicLink();
  const shown = generate.error ? formErrors(generate.error, ['email'] as const) : null;
  const t = useText(magicLoginText);
  const common = useText(authCommonText);

  if (role !== undefined && !fixed) {
    return (
      <AuthLayout title={t.title}>
        <Alert severity="error">{t.noSuchRole(role)}</Alert>
        <Box sx={{ mt: 2 }}>
          <PageLink to="/magic-login">{t.getLink}</PageLink>
        </Box>
      </AuthLayout>
    );
  }

  // The call's refusal is read from the call (shown), as is its pending state.
  const submit = handleSubmit(({ email }) => generate.mutate({ pathRole: PATH_ROLE_OF_AUDIENCE[audience], email: email.trim() }));

  return (
    <AuthLayout
      title={fixed ? t.titleFor[fixed] : t.title}
      subtitle={t.subtitle}
      footer={<PageLink to={AUDIENCE_PATHS[audience].login}>{t.passwordInstead}</PageLink>}
    >
      {generate.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{generate.data.message}</Alert>
          <Typography variant="body2" color="text.secondary">
            {t.openOnThisDevice}
          </Typography>
          <Button variant="outlined" onClick={() => generate.reset()}>
            {t.sendAnother}
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            {!fixed && (
              <ToggleButtonGroup
                exclusive
                fullWidth
                color="primary"
                size="small"
                value={audience}
                onChange={(_, next: Audience | null) => next && setAudience(next)}
                aria-label={common.signInAs}
              >
                {AUDIENCES.map((a) => (
                  <ToggleButton key={a} value={a}>
                    {common.audiences[a]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
            {shown?.form && <Alert severity="error">{shown.form}</Alert>}
            <EmailField control={control} serverError={shown?.fields.email} />
            <Button type="submit" variant="contained" size="large" loading={generate.isPending}>
              {t.submit}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}
