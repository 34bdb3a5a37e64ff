/**
 * The admin's dialogs of one shape: a form in a dialog (Enter submits it, the browser's own validation off since the
 * dialog says what is wrong, not closed while it is saving), and a list's action that opens one (mounted only while
 * open, so it reads its data afresh each time).
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from 'react-admin';
import { Dialog, type DialogProps } from '@mui/material';

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
