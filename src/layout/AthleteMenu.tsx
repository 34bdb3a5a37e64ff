/**
 * The athlete header's menu on phones and tablets (below the `md` breakpoint, where the header has no room for its
 * links): a menu button, with a dot when messages are unread, opening a drawer with every page of the storefront the
 * header offers on a laptop (Home, Feed, Library, Messages with its count, My programs, Notifications, Blog, FAQ), or
 * for a visitor Home, Blog, FAQ and Sign in. The drawer is its own chunk, loaded the first time it opens.
 */
import { lazy, Suspense, useState } from 'react';
import { Box, IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { shellText } from './i18n/en';
import { useText } from '../i18n/text';
import { layoutSlots } from './slots';

const AthleteMenuDrawer = lazy(() => import('./AthleteMenuDrawer'));

export function AthleteMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const unread = layoutSlots().useUnreadMessages() ?? 0;
  const { nav } = useText(shellText);
  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label={nav.openMenu(signedIn ? unread : 0)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="athlete-menu-button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
          <MenuIcon />
          {signedIn && unread > 0 && (
            <Box component="span" aria-hidden sx={{ position: 'absolute', top: -2, right: -2, width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main' }} />
          )}
        </Box>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AthleteMenuDrawer open={open} onClose={() => setOpen(false)} signedIn={signedIn} unread={unread} />
        </Suspense>
      )}
    </>
  );
}
