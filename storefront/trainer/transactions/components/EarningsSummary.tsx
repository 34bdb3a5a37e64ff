/**
 * "Your earnings", above the trainer's sales: per currency, what waits out the refund window, what is available and
 * what was paid out (each summed from the trainer's ledger, ADR 026), and what the platform keeps of a sale. A
 * negative available balance (a refund after a payout) is shown as it is, with what settles it. Then being paid
 * (ADR 027: the payout account, the next payout, a payout now, the history), the months with their statements, and
 * the ledger's rows.
 */
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { bpsToPercent } from '../../../../src/domain/earnings';
import { useText } from '../../../../src/i18n/text';
import { useStudioFormat } from '../../common/format';
import { useEarnings } from '../api/get-earnings';
import { transactionsText } from '../i18n/en';
import { LedgerTable } from './LedgerTable';
import { MonthlyChart } from './MonthlyChart';
import { PayoutPanel } from './PayoutPanel';

export function EarningsSummary() {
  const t = useText(transactionsText).earnings;
  const f = useStudioFormat();
  const { data, error } = useEarnings();
  return (
    <Box component="section" aria-labelledby="earnings-heading" sx={{ mb: 3 }} data-testid="earnings">
      <Typography variant="h6" component="h2" id="earnings-heading">
        {t.heading}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Skeleton variant="rounded" height={104} aria-label={t.loading} />}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="earnings-terms">
            {t.terms(f.number(bpsToPercent(data.fee_bps)), data.refund_window_days)}
          </Typography>
          {!data.balances.length && <Typography color="text.secondary">{t.none}</Typography>}
          {data.balances.map((b) => (
            <Box key={b.currency} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 1 }}>
              {(
                [
                  ['pending', b.pending, t.pendingHint(data.refund_window_days)],
                  ['available', b.available, b.available < 0 ? t.negativeHint : t.availableHint],
                  ['paid_out', b.paid_out, t.paidOutHint],
                ] as const
              ).map(([key, amount, hint]) => (
                <Card key={key} variant="outlined" data-testid={`earnings-${key}-${b.currency}`}>
                  <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                    <Typography variant="overline" color="text.secondary" component="h3">
                      {t.labels[key]} ({b.currency})
                    </Typography>
                    <Typography variant="h5" component="p" color={amount < 0 ? 'error' : undefined} data-testid="earnings-amount">
                      {f.money(amount, b.currency)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {hint}
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Box>
          ))}
          <PayoutPanel data={data} />
          <MonthlyChart data={data} />
        </>
      )}
      <LedgerTable />
    </Box>
  );
}
