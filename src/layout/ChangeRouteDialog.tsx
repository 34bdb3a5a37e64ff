/**
 * The hidden Change Route dialog (requirements §2): Ctrl or Cmd + Shift + Alt + R opens it (ChangeRouteShortcut.tsx),
 * Escape closes it; it lists shortcuts that differ for signed-in and signed-out users and goes to the one chosen.
 */
import { useNavigate } from 'react-router';
import { Dialog, DialogTitle, List, ListItemButton, ListItemText } from '@mui/material';
import { useSession } from '../session/store';
import { shortcutsFor } from './nav';
import { shellText } from './i18n/en';
import { useText } from '../i18n/text';

/** The dialog itself: its own chunk, loaded the first time the chord is pressed (src/layout/ChangeRouteShortcut.tsx). */
export default function ChangeRouteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const role = useSession((s) => (s.isAuthenticated ? s.role : null));
  const navigate = useNavigate();
  const { changeRoute } = useText(shellText);
  const shortcuts = shortcutsFor(role);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="change-route-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-route-title">{changeRoute.title}</DialogTitle>
      <List dense aria-label={role ? changeRoute.signedIn : changeRoute.signedOut}>
        {shortcuts.map((s) => (
          <ListItemButton
            key={s.path}
            onClick={() => {
              onClose();
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
