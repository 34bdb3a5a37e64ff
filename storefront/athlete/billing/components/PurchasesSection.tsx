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
import { showToast } from '../../../../src/app/toasts';
import { DEFAULT_REFUND_WINDOW_DAYS } from '../../../../src/config/payments';
import { formatDate, formatMoney } from '../../../../src/ui/format';
import { usePaymentConfig } from '../../checkout/api/get-payment-config';
import { usePurchases, type Purchase } from '../api/get-purchases';
import { useRequestRefund } from '../api/request-refund';
import { latestRefund, PAYMENT_STATE, REFUND_STATE, refundRefusal } from '../refund-rules';

const REASON_MIN = 3;
const REASON_MAX = 2000;

const titleOf = (p: Purchase) => p.program?.title ?? `Program #${p.program_id}`;

function RefundDialog({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const request = useRequestRefund();
  const trimmed = reason.trim();
  const problem = trimmed.length < REASON_MIN ? 'Tell us why, in a few words' : trimmed.length > REASON_MAX ? `At most ${REASON_MAX} characters` : null;
  const submit = () => {
    setTouched(true);
    if (problem) return;
    request.mutate(
      { transaction_id: purchase.id!, reason: trimmed },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: 'Refund requested. An admin will review it.' });
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
        <DialogTitle id="refund-title">Request a refund</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {titleOf(purchase)}, bought {formatDate(purchase.created_at!)} for {formatMoney(purchase.amount, purchase.currency)}. An admin reviews the request; if it is approved, the money goes back to
            your card and your access to the program ends.
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
            label="Why do you want a refund?"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !!problem}
            helperText={touched && problem ? problem : 'The admin reads this.'}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={request.isPending}>
            Request refund
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

  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="purchases-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="purchases-heading">
          Purchases
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          A purchase can be refunded on request within {windowDays} days.
        </Typography>
        {purchases.error && <Alert severity="error">{purchases.error.message}</Alert>}
        {purchases.isPending && <Skeleton variant="rounded" height={96} />}
        {purchases.data && list.length === 0 && (
          <Typography color="text.secondary">
            No purchases yet. <Link component={RouterLink} to="/">Browse programs</Link>
          </Typography>
        )}
        {list.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label="Purchases">
              <TableHead>
                <TableRow>
                  <TableCell>Program</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Refund</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((p) => {
                  const refund = latestRefund(p.refund ?? []);
                  const state = PAYMENT_STATE[p.status ?? ''] ?? { label: p.status ?? '', color: 'default' as const };
                  const refundState = refund ? (REFUND_STATE[refund.status ?? ''] ?? { label: refund.status ?? '', color: 'default' as const }) : null;
                  const refusal = refundRefusal({ ...p, refund: p.refund ?? [] }, windowDays);
                  return (
                    <TableRow key={p.id} data-testid="purchase-row">
                      <TableCell>
                        <Link component={RouterLink} to={`/athlete/program/${p.program_id}`}>
                          {titleOf(p)}
                        </Link>
                      </TableCell>
                      <TableCell align="right">
                        {formatMoney(p.amount, p.currency)}
                        {p.discount_amount > 0 && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            saved {formatMoney(p.discount_amount, p.currency)}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{formatDate(p.created_at!)}</TableCell>
                      <TableCell>
                        <Chip size="small" label={state.label} color={state.color} data-testid="purchase-status" />
                      </TableCell>
                      <TableCell>
                        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                          {refundState && (
                            <Chip size="small" variant="outlined" label={refundState.label} color={refundState.color} data-testid="refund-state" />
                          )}
                          {refund?.amount != null && refund.status !== 'denied' && (
                            <Typography variant="caption" color="text.secondary">
                              {formatMoney(refund.amount, p.currency)} of {formatMoney(p.amount, p.currency)}
                            </Typography>
                          )}
                          {refund?.admin_note && (
                            <Typography variant="caption" color="text.secondary" data-testid="refund-note">
                              “{refund.admin_note}”
                            </Typography>
                          )}
                          {!refusal ? (
                            <Button size="small" variant="outlined" onClick={() => setRefunding(p)}>
                              Request refund
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
