/**
 * A trainer's earnings on their admin page (ADR 026): the balances the trainer sees (pending, available, paid out,
 * per currency, summed from their ledger), the fee their next sale pays (a super admin sets a rate of theirs) and their
 * payout account; "Adjust balance" adds a ledger row with the admin's reason (lambda trainers/{id}/earnings/adjustments),
 * checked here as the server checks it.
 */
import { useState } from 'react';
import { useNotify, usePermissions, useRecordContext } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, DialogContent, DialogContentText, DialogTitle, LinearProgress, TextField, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { api, unwrap } from '../../src/api/client';
import { onPath } from '../../src/api/lambda';
import { formatMinor } from '../../src/config/payments';
import { bpsToPercent } from '../../src/domain/earnings';
import { useText } from '../../src/i18n/text';
import { readMinor, readPercent } from '../lib/typed-amounts';
import { adminEarningsText } from './i18n/en';
import { FormActions, FormDialog } from '../lib/dialogs';

const earningsKey = (trainerId: number) => ['admin', 'trainer-earnings', trainerId] as const;

function AdjustDialog({ trainerId, name, currency, onClose }: { trainerId: number; name: string; currency: string; onClose: () => void }) {
  const t = useText(adminEarningsText);
  const notify = useNotify();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [cur, setCur] = useState(currency);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string; server?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = () => {
    const minor = readMinor(amount, { signed: true, zero: false });
    const found = { amount: minor === null ? t.amountNeeded : undefined, reason: reason.trim().length < 3 ? t.reasonNeeded : undefined };
    setProblems(found);
    if (minor === null || found.reason) return;
    setBusy(true);
    const code = cur.trim().toUpperCase();
    unwrap(
      api.POST('/v1/api/{project}/{role}/lambda/trainers/{trainerId}/earnings/adjustments', {
        params: { path: { ...onPath('admin'), trainerId } },
        body: { amount: minor, currency: code, reason: reason.trim() },
      }),
    )
      .then(() => {
        notify(t.adjusted(formatMinor(minor, code)), { type: 'success' });
        void client.invalidateQueries({ queryKey: earningsKey(trainerId) });
        onClose();
      })
      .catch((err: Error) => setProblems({ server: err.message }))
      .finally(() => setBusy(false));
  };
  return (
    <FormDialog busy={busy} onClose={onClose} onSubmit={submit}>
      <DialogTitle>{t.adjustTitle(name)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t.adjustHelp}</DialogContentText>
        {problems.server && <Alert severity="error">{problems.server}</Alert>}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField margin="dense" label={t.amount} value={amount} onChange={(e) => setAmount(e.target.value)} error={!!problems.amount} helperText={problems.amount} slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ flex: 2 }} autoFocus />
          <TextField margin="dense" label={t.currency} value={cur} onChange={(e) => setCur(e.target.value)} slotProps={{ htmlInput: { maxLength: 3 } }} sx={{ flex: 1 }} />
        </Box>
        <TextField margin="dense" fullWidth multiline minRows={2} label={t.reason} value={reason} onChange={(e) => setReason(e.target.value)} error={!!problems.reason} helperText={problems.reason} slotProps={{ htmlInput: { maxLength: 500 } }} />
      </DialogContent>
      <FormActions busy={busy} onCancel={onClose} submit={t.adjust} />
    </FormDialog>
  );
}

/** A super admin's rate for this trainer (lambda settings/fees/trainers/{id}): a percentage, or the platform's rate again. */
function FeeRateDialog({ trainerId, name, feeBps, onClose }: { trainerId: number; name: string; feeBps: number; onClose: () => void }) {
  const t = useText(adminEarningsText);
  const notify = useNotify();
  const client = useQueryClient();
  const [rate, setRate] = useState(String(bpsToPercent(feeBps)));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = () => {
    const bps = readPercent(rate);
    if (bps === null) return setProblem(t.rateInvalid);
    save(bps);
  };
  const save = (fee_bps: number | null) => {
    setBusy(true);
    unwrap(api.PUT('/v1/api/{project}/{role}/lambda/settings/fees/trainers/{trainerId}', { params: { path: { ...onPath('admin'), trainerId } }, body: { fee_bps } }))
      .then(() => {
        notify(fee_bps === null ? t.platformRateAgain(name) : t.rateSet(name, String(bpsToPercent(fee_bps))), { type: 'success' });
        void client.invalidateQueries({ queryKey: earningsKey(trainerId) });
        onClose();
      })
      .catch((err: Error) => setProblem(err.message))
      .finally(() => setBusy(false));
  };
  return (
    <FormDialog busy={busy} onClose={onClose} onSubmit={submit} maxWidth="xs">
      <DialogTitle>{t.rateTitle(name)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t.rateHelp}</DialogContentText>
        <TextField margin="dense" label={t.rate} value={rate} onChange={(e) => setRate(e.target.value)} error={!!problem} helperText={problem} slotProps={{ htmlInput: { inputMode: 'decimal' } }} autoFocus />
      </DialogContent>
      <FormActions busy={busy} onCancel={onClose} submit={t.saveRate}>
        <Button onClick={() => save(null)} disabled={busy}>
          {t.usePlatformRate}
        </Button>
      </FormActions>
    </FormDialog>
  );
}

export function EarningsPanel() {
  const record = useRecordContext<{ id: number; first_name?: string; last_name?: string }>();
  const t = useText(adminEarningsText);
  const [open, setOpen] = useState(false);
  const [rateOpen, setRateOpen] = useState(false);
  const { permissions } = usePermissions<string>();
  const trainerId = Number(record?.id);
  const { data, error, isPending } = useQuery({
    queryKey: earningsKey(trainerId),
    queryFn: ({ signal }) => unwrap(api.GET('/v1/api/{project}/{role}/lambda/trainers/{trainerId}/earnings', { params: { path: { ...onPath('admin'), trainerId } }, signal })),
    enabled: Number.isInteger(trainerId) && trainerId > 0,
  });
  if (!record) return null;
  const name = `${record.first_name ?? ''} ${record.last_name ?? ''}`.trim();
  return (
    <Box component="section" aria-labelledby="trainer-earnings-heading" sx={{ p: 2 }} data-testid="trainer-earnings">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" id="trainer-earnings-heading" sx={{ flexGrow: 1 }}>
          {t.heading}
        </Typography>
        <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setOpen(true)} disabled={!data}>
          {t.adjust}
        </Button>
      </Box>
      {isPending && <LinearProgress aria-label={t.loading} />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="trainer-fee-rate">
            {t.feeRate(String(bpsToPercent(data.fee_bps)))}
            {permissions === 'super_admin' && (
              <Button size="small" onClick={() => setRateOpen(true)} sx={{ ml: 1 }}>
                {t.changeRate}
              </Button>
            )}
          </Typography>
          {rateOpen && <FeeRateDialog trainerId={trainerId} name={name} feeBps={data.fee_bps} onClose={() => setRateOpen(false)} />}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="trainer-payout-account">
            {data.payout_account ? t.payoutAccount[data.payout_account.status] : t.payoutAccount.none}
            {data.payout_account?.status === 'enabled' && data.next_payout_at ? ` · ${t.nextPayout(new Date(data.next_payout_at).toISOString().slice(0, 10))}` : ''}
          </Typography>
          {!data.balances.length && <Typography color="text.secondary">{t.none}</Typography>}
          {data.balances.map((b) => (
            <Box key={b.currency} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 1 }}>
              {(['pending', 'available', 'paid_out'] as const).map((key) => (
                <Card key={key} variant="outlined" data-testid={`trainer-earnings-${key}-${b.currency}`}>
                  <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                    <Typography variant="overline" color="text.secondary" component="h3">
                      {t.labels[key]}
                    </Typography>
                    <Typography variant="h6" component="p" color={b[key] < 0 ? 'error' : undefined}>
                      {formatMinor(b[key], b.currency)}
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Box>
          ))}
          {open && <AdjustDialog trainerId={trainerId} name={name || `#${trainerId}`} currency={data.balances[0]?.currency ?? 'USD'} onClose={() => setOpen(false)} />}
        </>
      )}
    </Box>
  );
}
