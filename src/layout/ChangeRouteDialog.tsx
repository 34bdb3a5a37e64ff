/**
 * The hidden Change Route dialog (spec §2): Ctrl or Cmd + Shift + Alt + R opens it, Escape closes
 * it; it lists shortcuts that differ for signed-in and signed-out users and goes to the one chosen.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogTitle, List, ListItemButton, ListItemText } from '@mui/material';
import { useSession } from '../session/store';
import { shortcutsFor } from './nav';

/** True for the dialog's key chord. */
export function isChangeRouteChord(e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'code' | 'key'>): boolean {
  return (e.ctrlKey || e.metaKey) && e.shiftKey && e.altKey && (e.code === 'KeyR' || e.key.toLowerCase() === 'r');
}

export function ChangeRouteDialog() {
  const [open, setOpen] = useState(false);
  const role = useSession((s) => (s.isAuthenticated ? s.role : null));
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isChangeRouteChord(e)) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const shortcuts = shortcutsFor(role);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="change-route-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-route-title">Change Route</DialogTitle>
      <List dense aria-label={role ? 'Shortcuts for signed-in users' : 'Shortcuts for signed-out users'}>
        {shortcuts.map((s) => (
          <ListItemButton
            key={s.path}
            onClick={() => {
              setOpen(false);
              void navigate(s.path);
            }}
          >
            <ListItemText primary={s.label} />
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}
