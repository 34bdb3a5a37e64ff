/**
 * The security panel of a signed-in user, self-contained (it fetches what it shows, as the session's
 * role): two-factor authentication, the open sessions, and changing the password and the email. Mount it
 * on any profile page.
 */
import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { securityText } from './i18n/en';
import { useText } from '../../../../src/i18n/text';
import { useProfile } from '../profile/api/get-profile';
import { ChangeEmailSection } from './components/ChangeEmailSection';
import { ChangePasswordSection } from './components/ChangePasswordSection';
import { SessionsSection } from './components/SessionsSection';
import { TwoFactorSection } from './components/TwoFactorSection';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function SecurityPanel() {
  const profile = useProfile();
  const t = useText(securityText);
  return (
    <Stack spacing={3} data-testid="security-panel">
      <Typography variant="h5" component="h2">
        {t.heading}
      </Typography>
      <Section id="security-two-factor" title={t.sections.twoFactor}>
        <TwoFactorSection />
      </Section>
      <Section id="security-sessions" title={t.sections.sessions}>
        <SessionsSection />
      </Section>
      <Section id="security-password" title={t.sections.password}>
        <ChangePasswordSection />
      </Section>
      <Section id="security-email" title={t.sections.email}>
        <ChangeEmailSection current={profile.data?.email} />
      </Section>
    </Stack>
  );
}
