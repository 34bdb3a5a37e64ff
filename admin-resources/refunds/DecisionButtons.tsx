/**
 * The refund queue's decision: approve (the full amount, or part of it) or deny with a note the
 * athlete reads. Lambda admin/refunds/{id}/decision records it and notifies athlete and trainer.
 */
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import CloseIcon from '@mui/icons-material/Close';
import { adminCall } from '../lib/admin-call';
import { toMinor } from '../lib/fields';

type Refund = { id: number; status: string; amount: number | null; reason: string };
type Decision = 'approve' | 'deny';

function DecisionDialog({ refund, decision, onClose }: { refund: Refund; decision: Decision; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const approve = decision === 'approve';
  const submit = () => {
    setBusy(true);
    const body: Record<string, unknown> = { decision };
    if (note.trim()) body.note = note.trim();
    if (approve && amount) body.amount = toMinor(Number(amount));
    adminCall(`admin/refunds/${refund.id}/decision`, body)
      .then(() => {
        notify(approve ? `Refund #${refund.id} approved` : `Refund #${refund.id} denied`, { type: 'success' });
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
        <DialogTitle>{approve ? `Approve refund #${refund.id}` : `Deny refund #${refund.id}`}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>Reason given: “{refund.reason}”</DialogContentText>
          {approve && (
            <TextField
              fullWidth
              margin="dense"
              type="number"
              label="Amount to refund (empty: the full amount)"
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
            label={approve ? 'Note to the athlete (optional)' : 'Why is it denied? The athlete reads this.'}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={!!error}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button label="Cancel" onClick={onClose} />
          <Button label={approve ? 'Approve' : 'Deny'} type="submit" variant="contained" color={approve ? 'success' : 'error'} disabled={busy || (!approve && !note.trim())} />
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function DecisionButtons() {
  const refund = useRecordContext<Refund>();
  const [open, setOpen] = useState<Decision | null>(null);
  if (!refund || refund.status !== 'requested') return null;
  return (
    <>
      <Button
        label="Approve"
        color="success"
        onClick={(e) => {
          e.stopPropagation();
          setOpen('approve');
        }}
      >
        <DoneIcon />
      </Button>
      <Button
        label="Deny"
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
