/**
 * The bare layout of the public auth pages (requirements §2): a centred card with the Sportlink name, no sidebar, and the
 * language choice under it (a visitor reads these pages before any menu is there to choose it).
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import { authCommonText } from '../i18n/en';
import { LanguageSelect } from '../../../../src/i18n/LanguageSelect';
import { useText } from '../../../../src/i18n/text';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the other auth pages. */
  footer?: ReactNode;
  /** A wider card (developer pages, recovery codes). */
  wide?: boolean;
}

export function AuthLayout({ title, subtitle, children, footer, wide }: AuthLayoutProps) {
  const t = useText(authCommonText);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        bgcolor: (theme) => (theme.palette.mode === 'light' ? 'grey.100' : 'background.default'),
      }}
    >
      <Link
        component={RouterLink}
        to="/"
        underline="none"
        aria-label={t.home}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, color: 'primary.main' }}
      >
        <FitnessCenterIcon fontSize="large" />
        <Typography component="span" variant="h5" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
          Sportlink
        </Typography>
      </Link>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: wide ? 640 : 440, borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </CardContent>
      </Card>
      {footer && (
        <Stack spacing={1} sx={{ mt: 3, alignItems: 'center', textAlign: 'center' }}>
          {footer}
        </Stack>
      )}
      <Box sx={{ mt: 3 }}>
        <LanguageSelect />
      </Box>
    </Box>
  );
}

/** A link to another page of the app, styled as text. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} variant="body2">
      {children}
    </Link>
  );
}
