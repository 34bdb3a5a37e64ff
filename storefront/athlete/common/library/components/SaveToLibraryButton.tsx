/**
 * Saves something to the athlete's library, or takes it out again. Whether it is saved comes from the one shared
 * library query, so every button on a page agrees. Signed-in athletes see it; a visitor who presses it is sent to
 * sign in and back; trainers and admins have no library, so it is not shown to them.
 */
import { Button, IconButton } from '@mui/material';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import { showToast } from '../../../../../src/ui/toasts';
import { libraryText } from '../i18n/en';
import { textOf, useText } from '../../../../../src/i18n/text';
import { useSession } from '../../../../../src/session/store';
import { useSignInRedirect } from '../../../../../src/ui/sign-in-redirect';
import { useLibrary } from '../api/get-library';
import { useChangeLibrary } from '../api/save-library-item';
import { savedMatches, type LibraryTarget } from '../library-logic';

export function SaveToLibraryButton({ target, variant = 'button', size = 'medium' }: { target: LibraryTarget; variant?: 'button' | 'icon'; size?: 'small' | 'medium' }) {
  const signedIn = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.role);
  const signIn = useSignInRedirect();
  const library = useLibrary();
  const change = useChangeLibrary();
  const t = useText(libraryText);

  if (signedIn && role !== 'athlete') return null;

  const copies = savedMatches(library.data, target);
  const saved = copies.length > 0;
  const busy = change.isPending || (signedIn && library.isPending);
  const label = saved ? t.unsaveAria(target.title) : t.saveAria(target.title);

  const toggle = () => {
    if (!signedIn) {
      signIn();
      return;
    }
    change.mutate(
      { target, save: !saved, ids: copies.map((c) => c.id ?? 0) },
      {
        onSuccess: () => showToast({ type: 'success', message: saved ? textOf(libraryText).removed(target.title) : textOf(libraryText).saved(target.title) }),
        onError: (err) => showToast({ type: 'error', message: err.message }),
      },
    );
  };

  if (variant === 'icon') {
    return (
      // A native hint (the span keeps it while the button is disabled): MUI's Tooltip would bring its popper into the
      // chunk of every page that lists exercises.
      <span title={label}>
        <IconButton size={size} onClick={toggle} disabled={busy} aria-label={label} aria-pressed={saved} color={saved ? 'primary' : 'default'} data-testid="save-to-library">
          {saved ? <BookmarkAddedIcon fontSize={size === 'small' ? 'small' : 'medium'} /> : <BookmarkAddOutlinedIcon fontSize={size === 'small' ? 'small' : 'medium'} />}
        </IconButton>
      </span>
    );
  }
  return (
    <Button
      size={size}
      variant={saved ? 'contained' : 'outlined'}
      color="primary"
      onClick={toggle}
      disabled={busy}
      aria-label={label}
      aria-pressed={saved}
      startIcon={saved ? <BookmarkAddedIcon /> : <BookmarkAddOutlinedIcon />}
      data-testid="save-to-library"
      sx={{ flexShrink: 0 }}
    >
      {saved ? t.savedLabel : t.save}
    </Button>
  );
}
