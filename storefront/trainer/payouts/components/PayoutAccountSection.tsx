/**
 * The trainer's payout account on their profile (ADR 027): how it stands in words (details needed, being verified,
 * ready), what the provider still asks for, the bank account it pays, and the button to the provider's form (Stripe's
 * hosted onboarding, or the sandbox's own page). The form returns here (`?payouts=return`); an expired link comes back
 * with `?payouts=refresh`, and the button opens a new one.
 */
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { useText } from '../../../../src/i18n/text';
import { readableChip } from '../../../../src/ui/readable-chip';
import { showToast } from '../../../../src/ui/toasts';
import { connectPayoutAccount, usePayoutAccount } from '../api/payout-account';
import { payoutsText } from '../i18n/en';

const COLOR = { details_needed: 'warning', pending_verification: 'info', enabled: 'success' } as const;

export default function PayoutAccountSection() {
  const t = useText(payoutsText);
  const { data, error } = usePayoutAccount();
  const [params] = useSearchParams();
  const [opening, setOpening] = useState(false);
  const account = data?.account ?? null;
  const back = params.get('payouts');
  const open = () => {
    setOpening(true);
    connectPayoutAccount()
      .then(({ url }) => window.location.assign(url))
      .catch((err: Error) => {
        setOpening(false);
        showToast({ type: 'error', message: err.message });
      });
  };
  const action = !account ? t.connect : account.status === 'enabled' ? t.update : t.finish;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="payout-account-heading" data-testid="payout-account">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <AccountBalanceIcon color="action" />
          <Typography variant="h6" component="h2" id="payout-account-heading" sx={{ flexGrow: 1 }}>
            {t.heading}
          </Typography>
          {account && <Chip label={t.states[account.status]} color={COLOR[account.status]} sx={readableChip(COLOR[account.status])} data-testid="payout-account-status" />}
        </Stack>
        {error && <Alert severity="error">{error.message}</Alert>}
        {!data && !error && <Skeleton variant="rounded" height={64} aria-label={t.loading} />}
        {back === 'return' && data && <Alert severity={account?.status === 'enabled' ? 'success' : 'info'} sx={{ mb: 1.5 }}>{t.returned}</Alert>}
        {back === 'refresh' && <Alert severity="warning" sx={{ mb: 1.5 }}>{t.refresh}</Alert>}
        {data && (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {account ? t.explain[account.status] : t.none}
            </Typography>
            {account && account.requirements.length > 0 && (
              <Box sx={{ mb: 1 }} data-testid="payout-account-requirements">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {account.status === 'pending_verification' ? t.checking : t.missing}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {account.requirements.map((r) => (
                    <li key={r}>
                      <Typography variant="body2">{t.requirement[r] ?? r}</Typography>
                    </li>
                  ))}
                </Box>
              </Box>
            )}
            {account?.bank_last4 && (
              <Typography variant="body2" sx={{ mb: 1 }} data-testid="payout-account-bank">
                {t.bank(account.bank_last4)} · {t.provider[account.provider]}
              </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
              <Button variant={account?.status === 'enabled' ? 'outlined' : 'contained'} onClick={open} disabled={opening}>
                {opening ? t.opening : action}
              </Button>
              {account?.status === 'enabled' && (
                <Button component={RouterLink} to="/trainer/transactions">
                  {t.earnings}
                </Button>
              )}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
