/** /athlete/signup and /trainer/signup. */
import { Typography } from '@mui/material';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { AUDIENCE_PATHS, AUTH_PATHS } from '../../common/paths';
import { SignupForm } from './SignupForm';

const COPY = {
  athlete: {
    title: 'Create your athlete account',
    subtitle: 'Find a program from a real coach and track every workout.',
    other: { to: AUTH_PATHS.trainerSignup, label: 'Are you a coach? Join as a trainer' },
  },
  trainer: {
    title: 'Create your trainer account',
    subtitle: 'Publish programs, sell them and coach your athletes.',
    other: { to: AUTH_PATHS.athleteSignup, label: 'Here to train? Join as an athlete' },
  },
} as const;

export default function SignupPage({ audience }: { audience: 'athlete' | 'trainer' }) {
  const copy = COPY[audience];
  return (
    <AuthLayout
      title={copy.title}
      subtitle={copy.subtitle}
      footer={
        <>
          <Typography variant="body2">
            Already have an account? <PageLink to={AUDIENCE_PATHS[audience].login}>Sign in</PageLink>
          </Typography>
          <PageLink to={copy.other.to}>{copy.other.label}</PageLink>
        </>
      }
    >
      <SignupForm audience={audience} submitLabel="Create account" />
    </AuthLayout>
  );
}
