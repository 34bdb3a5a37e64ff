/**
 * The refund queue's decision: approve (the full amount, or part of it) or deny with a note the
 * athlete reads. Lambda admin/refunds/{id}/decision records it and notifies athlete and trainer.
 */
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import CloseIcon from '@mui/icons-material/Close';
import { api, unwrap } from '../../src/api/client';
import { onPath } from '../../src/api/lambda';
import type { components } from '../../src/generated/api';
import { commonText } from '../../src/ui/i18n/en';
import { adminRefundsText } from './i18n/en';
import { useText } from '../../src/i18n/text';
import { toMinor } from '../lib/fields';

type Refund = { id: number; status: string; amount: number | null; reason: string };
type Decision = 'approve' | 'deny';

function DecisionDialog({ refund, decision, onClose }: { refund: Refund; decision: Decision; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useText(adminRefundsText);
  const common = useText(commonText);
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const approve = decision === 'approve';
  const submit = () => {
    setBusy(true);
    const body: components['schemas']['RefundDecisionRequest'] = { decision };
    if (note.trim()) body.note = note.trim();
    // toMinor answers unknown for a form field's value of any kind; given a number it answers a number.
    if (approve && amount) body.amount = toMinor(Number(amount)) as number;
    unwrap(api.POST('/v1/api/{project}/{role}/lambda/admin/refunds/{refundId}/decision', { params: { path: { ...onPath('admin'), refundId: refund.id } }, body }))
      .then(() => {
        notify(approve ? t.approved(refund.id) : t.denied(refund.id), { type: 'success' });
        refresh();
        onClose();
      })
      .catch((err: Error) => setError(err.message))
      .finally(() => setBusy(false));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" onClick={(e) => e.stopPropagation()}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle>{approve ? t.approveTitle(refund.id) : t.denyTitle(refund.id)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t.reason(refund.reason)}</DialogContentText>
          {approve && (
            <TextField
              fullWidth
              margin="dense"
              type="number"
              label={t.amount}
              slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
          <TextField
            fullWidth
            margin="dense"
            multiline
            minRows={2}
            required={!approve}
            label={approve ? t.note : t.whyDenied}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={!!error}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button label={common.cancel} onClick={onClose} />
          <Button label={approve ? t.approve : t.deny} type="submit" variant="contained" color={approve ? 'success' : 'error'} disabled={busy || (!approve && !note.trim())} />
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function DecisionButtons() {
  const refund = useRecordContext<Refund>();
  const t = useText(adminRefundsText);
  const [open, setOpen] = useState<Decision | null>(null);
  if (!refund || refund.status !== 'requested') return null;
  return (
    <>
      <Button
        label={t.approve}
        color="success"
        onClick={(e) => {
          e.stopPropagation();
          setOpen('approve');
        }}
      >
        <DoneIcon />
      </Button>
      <Button
        label={t.deny}
        color="error"
        onClick={(e) => {
          e.stopPropagation();
          setOpen('deny');
        }}
      >
        <CloseIcon />
      </Button>
      {open && <DecisionDialog refund={refund} decision={open} onClose={() => setOpen(null)} />}
    </>
  );
}
