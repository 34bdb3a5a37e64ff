/**
 * The page around a profile-completion form (trainer and athlete): the heading, what the profile is
 * for, and — in pending mode (profile_complete 0) — why the rest of the app waits for it.
 */
import type { ReactNode } from 'react';
import { Alert, Card, CardContent, Container, Skeleton, Stack, Typography } from '@mui/material';
import { profileCompletionText } from './i18n/en';
import { useText } from '../../../src/i18n/text';

export interface ProfileCompletionFrameProps {
  /** profile_complete 0: the first visit after sign-up; null while the profile loads. */
  pending: boolean | null;
  intro: string;
  /** The failure of loading the profile, if any. */
  error?: string | null;
  children: ReactNode;
}

export function ProfileCompletionFrame({ pending, intro, error, children }: ProfileCompletionFrameProps) {
  const t = useText(profileCompletionText);
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {pending === false ? t.editTitle : t.pendingTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {pending && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="pending-notice">
          {t.pendingNotice}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {error}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          {pending === null && !error ? (
            <Stack spacing={2} aria-busy>
              <Skeleton variant="circular" width={96} height={96} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={120} />
              <Skeleton variant="rounded" height={56} />
            </Stack>
          ) : (
            children
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
