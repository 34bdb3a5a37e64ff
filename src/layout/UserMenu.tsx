/**
 * The header's user menu (admin, trainer and athlete layouts): the signed-in user's avatar and name
 * (the session's userDetails), with Profile and Sign out (src/session/sign-out.ts).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Box, Button } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonIcon from '@mui/icons-material/Person';
import { useSignOut } from '../session/sign-out';
import { useSession, type UserDetails } from '../session/store';
import { shellText } from './i18n/en';
import { useText } from '../i18n/text';

// The menu's list is its own chunk, loaded the first time the menu opens.
const UserMenuList = lazy(() => import('./UserMenuList'));

/** The menu's words in English (the catalogue's section `shell`, src/layout/i18n/en.ts). */
export const USER_MENU_LABELS = shellText.en.userMenu;

/** "First Last", or the words' `noName` (the session has no name yet: the profile is not loaded). */
export function displayName({ firstName, lastName }: Pick<UserDetails, 'firstName' | 'lastName'>, words: { noName: string } = USER_MENU_LABELS): string {
  return `${firstName} ${lastName}`.trim() || words.noName;
}

/** Up to two capital initials ("Tess Trainer" -> "TT"), or '' without a name. */
export function initials({ firstName, lastName }: Pick<UserDetails, 'firstName' | 'lastName'>): string {
  return [firstName, lastName]
    .map((part) => part.trim().charAt(0).toUpperCase())
    .join('');
}

export interface UserMenuViewProps {
  details: UserDetails;
  profilePath: string;
  onSignOut: () => void;
}

/** The menu for given details (presentational: the galleries render it with fixed props). */
export function UserMenuView({ details, profilePath, onSignOut }: UserMenuViewProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const open = anchor !== null;
  const { userMenu } = useText(shellText);
  const name = displayName(details, userMenu);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        aria-label={userMenu.button(name)}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
        endIcon={<ExpandMoreIcon />}
        sx={{ textTransform: 'none', gap: 1 }}
        data-testid="user-menu-button"
      >
        {/* A hand-made avatar: MUI's Avatar would add about 1 kB to every page's first load. */}
        {/* The initials are drawn (::before), not text: the button's visible text stays the name its label holds. */}
        <Box
          component="span"
          aria-hidden
          data-initials={details.photo ? undefined : initials(details) || undefined}
          sx={{ width: 32, height: 32, borderRadius: '50%', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', fontSize: 14, bgcolor: 'secondary.main', color: 'secondary.contrastText', '&[data-initials]::before': { content: 'attr(data-initials)' } }}
        >
          {details.photo ? <img src={details.photo} alt="" width={32} height={32} style={{ objectFit: 'cover' }} /> : !initials(details) && <PersonIcon fontSize="small" />}
        </Box>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {name}
        </Box>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuList id={menuId} anchor={anchor} onClose={close} profilePath={profilePath} onSignOut={onSignOut} />
        </Suspense>
      )}
    </>
  );
}

/** The signed-in user's menu. */
export function UserMenu({ profilePath }: { profilePath: string }) {
  const details = useSession((s) => s.userDetails);
  const signOut = useSignOut();
  return <UserMenuView details={details} profilePath={profilePath} onSignOut={signOut} />;
}
