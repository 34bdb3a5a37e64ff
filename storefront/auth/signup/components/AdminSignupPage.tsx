/**
 * /admin/sign-up: an admin account needs an invitation code (the server's ADMIN_SIGNUP_TOKEN), or a
 * super admin adds admins. A link may carry the code as ?token=.
 */
import { useSearchParams } from 'react-router';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { AUTH_PATHS } from '../../common/paths';
import { SignupForm } from './SignupForm';

export default function AdminSignupPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout
      title="Create an admin account"
      subtitle="Admin accounts need an invitation code from the platform owners."
      footer={<PageLink to={AUTH_PATHS.adminLogin}>Already an admin? Sign in</PageLink>}
    >
      <SignupForm audience="admin" invitation={{ initial: params.get('token') ?? '' }} submitLabel="Create admin account" />
    </AuthLayout>
  );
}
