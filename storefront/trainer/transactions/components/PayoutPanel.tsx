/**
 * Being paid (ADR 027), under the trainer's balances: without a payout account that is ready, what to do (the earnings
 * wait); with one, when the next scheduled payout is and a payout of what is available now (from the minimum), with
 * its outcome said; then the history of payouts.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useText } from '../../../../src/i18n/text';
import { readableChip } from '../../../../src/ui/readable-chip';
import { weekdayName } from '../../../../src/ui/format';
import { showToast } from '../../../../src/ui/toasts';
import { useStudioFormat, type StudioFormat } from '../../common/format';
import type { Earnings } from '../api/get-earnings';
import { usePayouts, useRequestPayout } from '../api/payouts';
import { transactionsText } from '../i18n/en';
import { PagedFooter } from './PagedFooter';

type Words = (typeof transactionsText)['en']['payouts'];


function scheduleLine(data: Earnings, t: Words, f: StudioFormat): string {
  const s = data.payout_schedule;
  if (s.schedule === 'manual' || !data.next_payout_at) return t.onDemandOnly;
  const when = new Intl.DateTimeFormat(f.locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(data.next_payout_at));
  return t.next(when, s.schedule === 'daily' ? t.schedule.daily : t.schedule.weekly(weekdayName(s.weekday, f.locale)));
}

const STATUS_COLOR = { pending: 'default', in_transit: 'info', paid: 'success', failed: 'error' } as const;

export function PayoutPanel({ data }: { data: Earnings }) {
  const t = useText(transactionsText).payouts;
  const f = useStudioFormat();
  const request = useRequestPayout();
  const [asking, setAsking] = useState<{ currency: string; amount: number } | null>(null);
  const account = data.payout_account;
  const minimum = data.payout_schedule.minimum;
  const payOut = () => {
    if (!asking) return;
    const { currency, amount } = asking;
    setAsking(null);
    request.mutate(currency, {
      // A payout already paid or failed is told by the server's notice (and its row below); one on its way, here.
      onSuccess: ({ data: p }) => {
        if (p.status === 'in_transit') showToast({ type: 'success', message: t.sent(f.money(amount, currency)) });
        if (p.status === 'pending') showToast({ type: 'info', message: t.pending });
      },
      onError: (err) => showToast({ type: 'error', message: err.message }),
    });
  };
  return (
    <Box sx={{ mb: 3 }} data-testid="payouts">
      {!account && (
        <Alert severity="warning" action={<Button component={RouterLink} to="/trainer/profile" color="inherit">{t.connect}</Button>} data-testid="payout-account-missing">
          {t.noAccount}
        </Alert>
      )}
      {account?.status === 'details_needed' && (
        <Alert severity="warning" action={<Button component={RouterLink} to="/trainer/profile" color="inherit">{t.finish}</Button>}>
          {t.detailsNeeded}
        </Alert>
      )}
      {account?.status === 'pending_verification' && <Alert severity="info">{t.verifying}</Alert>}
      {account?.status === 'enabled' && (
        <Stack spacing={1}>
          <Typography data-testid="next-payout">{scheduleLine(data, t, f)}</Typography>
          {data.balances.map((b) =>
            b.available >= Math.max(minimum, 1) ? (
              <Box key={b.currency}>
                <Button variant="contained" onClick={() => setAsking({ currency: b.currency, amount: b.available })} disabled={request.isPending}>
                  {t.payNow(f.money(b.available, b.currency))}
                </Button>
              </Box>
            ) : (
              b.available > 0 && (
                <Typography key={b.currency} variant="body2" color="text.secondary">
                  {t.minimum(f.money(minimum, b.currency))}
                </Typography>
              )
            ),
          )}
        </Stack>
      )}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="payout-confirm-title">
        <DialogTitle id="payout-confirm-title">{t.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{asking && t.confirmBody(f.money(asking.amount, asking.currency), account?.bank_last4 ?? '····')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{t.cancel}</Button>
          <Button variant="contained" onClick={payOut}>
            {t.confirm}
          </Button>
        </DialogActions>
      </Dialog>
      <PayoutHistory />
    </Box>
  );
}

function PayoutHistory() {
  const t = useText(transactionsText).payouts;
  const f = useStudioFormat();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(5);
  const { data, error, isPending, isFetching } = usePayouts(page + 1, size);
  return (
    <Box component="section" aria-labelledby="payout-history-heading" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" id="payout-history-heading" sx={{ fontWeight: 600, mb: 1 }}>
        {t.historyHeading}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <LinearProgress aria-label={t.loading} />}
      {data && (
        <Paper variant="outlined" sx={{ opacity: isFetching ? 0.7 : 1, overflowX: 'auto' }}>
          <Table aria-label={t.history} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.when}</TableCell>
                <TableCell align="right">{t.columns.amount}</TableCell>
                <TableCell>{t.columns.status}</TableCell>
                <TableCell>{t.columns.trigger}</TableCell>
                <TableCell>{t.columns.arrival}</TableCell>
                <TableCell>{t.columns.detail}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.list.map((p) => (
                <TableRow key={p.id} data-testid="payout-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.dateTime(p.created_at ?? '')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {f.money(p.amount, p.currency ?? 'USD')}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={t.statuses[p.status] ?? p.status} color={STATUS_COLOR[p.status]} variant={p.status === 'paid' ? 'filled' : 'outlined'} sx={readableChip(STATUS_COLOR[p.status], p.status === 'paid' ? 'filled' : 'outlined')} />
                  </TableCell>
                  <TableCell>{t.triggers[p.trigger] ?? p.trigger}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.status === 'paid' ? f.date(p.updated_at ?? '') : p.status === 'in_transit' && p.arrival_at ? t.expected(f.date(p.arrival_at)) : '—'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.failure_message ?? '—'}</TableCell>
                </TableRow>
              ))}
              {!data.list.length && (
                <TableRow>
                  <TableCell colSpan={6}>{t.none}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {data.total > 5 && <PagedFooter count={data.total} page={page} size={size} sizes={[5, 10, 25]} onPage={setPage} onSize={setSize} />}
        </Paper>
      )}
    </Box>
  );
}
