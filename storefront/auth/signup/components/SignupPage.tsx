/** /athlete/signup and /trainer/signup. */
import { Typography } from '@mui/material';
import { authCommonText } from '../../common/i18n/en';
import { signupText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { AUDIENCE_PATHS, AUTH_PATHS } from '../../common/paths';
import { SignupForm } from './SignupForm';

/** Where the other audience signs up. */
const OTHER = { athlete: AUTH_PATHS.trainerSignup, trainer: AUTH_PATHS.athleteSignup } as const;

export default function SignupPage({ audience }: { audience: 'athlete' | 'trainer' }) {
  const t = useText(signupText);
  const common = useText(authCommonText);
  const copy = t[audience];
  return (
    <AuthLayout
      title={copy.title}
      subtitle={copy.subtitle}
      footer={
        <>
          <Typography variant="body2">
            {t.haveAccount} <PageLink to={AUDIENCE_PATHS[audience].login}>{common.signIn}</PageLink>
          </Typography>
          <PageLink to={OTHER[audience]}>{copy.other}</PageLink>
        </>
      }
    >
      <SignupForm audience={audience} submitLabel={t.submit} />
    </AuthLayout>
  );
}
