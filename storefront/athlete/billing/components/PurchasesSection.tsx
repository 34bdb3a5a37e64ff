/**
 * "Purchases" on the athlete's profile: every payment (program, amount, date, state) with its refund request's
 * state (requested, approved, denied with the admin's note, refunded), and "Request refund" for a succeeded purchase
 * within the refund window that has no open request.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { showToast } from '../../../../src/ui/toasts';
import { DEFAULT_REFUND_WINDOW_DAYS } from '../../../../src/config/payments';
import { billingText } from '../i18n/en';
import { programFactsText } from '../../../shared/i18n/en';
import { commonText } from '../../../../src/ui/i18n/en';
import { useLocale } from '../../../../src/i18n/locale';
import { textOf, useText } from '../../../../src/i18n/text';
import { formatDate, formatMoney } from '../../../../src/ui/format';
import { readableChip } from '../../../../src/ui/readable-chip';
import { usePaymentConfig } from '../../common/checkout/api/get-payment-config';
import { usePurchases, type Purchase } from '../api/get-purchases';
import { useRequestRefund } from '../api/request-refund';
import { latestRefund, PAYMENT_STATE_COLOR, REFUND_STATE_COLOR, refundRefusal } from '../refund-rules';
import { programPath } from '../../../shared/paths';

const REASON_MIN = 3;
const REASON_MAX = 2000;

const titleOf = (p: Purchase, facts: typeof programFactsText.en) => p.program?.title ?? facts.programNumber(p.program_id);

function RefundDialog({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const request = useRequestRefund();
  const t = useText(billingText).refund;
  const facts = useText(programFactsText);
  const common = useText(commonText);
  const locale = useLocale();
  const trimmed = reason.trim();
  const problem = trimmed.length < REASON_MIN ? t.tooShort : trimmed.length > REASON_MAX ? t.tooLong(REASON_MAX) : null;
  const submit = () => {
    setTouched(true);
    if (problem) return;
    request.mutate(
      { transaction_id: purchase.id!, reason: trimmed },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: textOf(billingText).refund.requested });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={request.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="refund-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="refund-title">{t.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t.intro(titleOf(purchase, facts), formatDate(purchase.created_at!, locale), formatMoney(purchase.amount, purchase.currency, locale))}
          </DialogContentText>
          {request.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {request.error.message}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={t.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !!problem}
            helperText={touched && problem ? problem : t.reasonHelp}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={request.isPending}>
            {common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={request.isPending}>
            {t.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function PurchasesSection() {
  const purchases = usePurchases();
  const config = usePaymentConfig();
  const windowDays = config.data?.refund_window_days ?? DEFAULT_REFUND_WINDOW_DAYS;
  const [refunding, setRefunding] = useState<Purchase | null>(null);
  const list = purchases.data ?? [];
  const t = useText(billingText).purchases;
  const facts = useText(programFactsText);
  const locale = useLocale();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);

  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="purchases-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="purchases-heading">
          {t.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.window(windowDays)}
        </Typography>
        {purchases.error && <Alert severity="error">{purchases.error.message}</Alert>}
        {purchases.isPending && <Skeleton variant="rounded" height={96} />}
        {purchases.data && list.length === 0 && (
          <Typography color="text.secondary">
            {t.empty}{' '}
            <Link component={RouterLink} to="/">
              {facts.browse}
            </Link>
          </Typography>
        )}
        {list.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={t.table}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.columns.program}</TableCell>
                  <TableCell align="right">{t.columns.amount}</TableCell>
                  <TableCell>{t.columns.date}</TableCell>
                  <TableCell>{t.columns.status}</TableCell>
                  <TableCell>{t.columns.refund}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((p) => {
                  const refund = latestRefund(p.refund ?? []);
                  const status = p.status ?? '';
                  const state = { label: (t.states as Record<string, string>)[status] ?? status, color: PAYMENT_STATE_COLOR[status] ?? 'default' };
                  const refundStatus = refund?.status ?? '';
                  const refundState = refund ? { label: (t.refundStates as Record<string, string>)[refundStatus] ?? refundStatus, color: REFUND_STATE_COLOR[refundStatus] ?? 'default' } : null;
                  const refusal = refundRefusal({ ...p, refund: p.refund ?? [] }, windowDays);
                  return (
                    <TableRow key={p.id} data-testid="purchase-row">
                      <TableCell>
                        <Link component={RouterLink} to={programPath(p.program_id)}>
                          {titleOf(p, facts)}
                        </Link>
                      </TableCell>
                      <TableCell align="right">
                        {money(p.amount, p.currency)}
                        {p.discount_amount > 0 && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {t.saved(money(p.discount_amount, p.currency))}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{formatDate(p.created_at!, locale)}</TableCell>
                      <TableCell>
                        <Chip size="small" label={state.label} color={state.color} sx={readableChip(state.color)} data-testid="purchase-status" />
                      </TableCell>
                      <TableCell>
                        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                          {refundState && (
                            <Chip size="small" variant="outlined" label={refundState.label} color={refundState.color} sx={readableChip(refundState.color, 'outlined')} data-testid="refund-state" />
                          )}
                          {refund?.amount != null && refund.status !== 'denied' && (
                            <Typography variant="caption" color="text.secondary">
                              {t.refundOf(money(refund.amount, p.currency), money(p.amount, p.currency))}
                            </Typography>
                          )}
                          {refund?.admin_note && (
                            <Typography variant="caption" color="text.secondary" data-testid="refund-note">
                              “{refund.admin_note}”
                            </Typography>
                          )}
                          {!refusal ? (
                            <Button size="small" variant="outlined" onClick={() => setRefunding(p)}>
                              {t.requestRefund}
                            </Button>
                          ) : (
                            !refundState && (
                              <Typography variant="caption" color="text.secondary">
                                —
                              </Typography>
                            )
                          )}
                        </Stack>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Box>{refunding && <RefundDialog purchase={refunding} onClose={() => setRefunding(null)} />}</Box>
      </CardContent>
    </Card>
  );
}
