/**
 * The admin's dialogs of one shape: a form in a dialog (Enter submits it, the browser's own validation off since the
 * dialog says what is wrong, not closed while it is saving) with its buttons, and a list's action that opens one (mounted only while
 * open, so it reads its data afresh each time).
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from 'react-admin';
import { Button as MuiButton, Dialog, DialogActions, type DialogProps } from '@mui/material';
import { useText } from '../../src/i18n/text';
import { commonText } from '../../src/ui/i18n/en';

export function FormDialog({ busy, onClose, onSubmit, maxWidth = 'sm', children }: { busy: boolean; onClose: () => void; onSubmit: () => void; maxWidth?: DialogProps['maxWidth']; children: ReactNode }) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth={maxWidth}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}

/** A form dialog's buttons: any of its own first, then Cancel, then the one that submits it (busy while it saves). */
export function FormActions({ busy, onCancel, submit, children }: { busy: boolean; onCancel: () => void; submit: string; children?: ReactNode }) {
  const common = useText(commonText);
  return (
    <DialogActions>
      {children}
      <MuiButton onClick={onCancel} disabled={busy}>
        {common.cancel}
      </MuiButton>
      <MuiButton type="submit" variant="contained" loading={busy}>
        {submit}
      </MuiButton>
    </DialogActions>
  );
}

export function DialogButton({ label, icon, dialog }: { label: string; icon: ReactElement; dialog: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}
