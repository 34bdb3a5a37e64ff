/**
 * /admin/sign-up: an admin account needs an invitation code (the server's ADMIN_SIGNUP_TOKEN), or a
 * super admin adds admins. A link may carry the code as ?token=.
 */
import { useSearchParams } from 'react-router';
import { signupText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { AUTH_PATHS } from '../../common/paths';
import { SignupForm } from './SignupForm';

export default function AdminSignupPage() {
  const [params] = useSearchParams();
  const t = useText(signupText).admin;
  return (
    <AuthLayout
      title={t.title}
      subtitle={t.subtitle}
      footer={<PageLink to={AUTH_PATHS.adminLogin}>{t.haveAccount}</PageLink>}
    >
      <SignupForm audience="admin" invitation={{ initial: params.get('token') ?? '' }} submitLabel={t.submit} />
    </AuthLayout>
  );
}
