/**
 * The header's user menu (admin, trainer and athlete layouts): the signed-in user's avatar and name
 * (the session's userDetails), with Profile and Sign out (src/session/sign-out.ts).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Avatar, Box, Button } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonIcon from '@mui/icons-material/Person';
import { useSignOut } from '../session/sign-out';
import { useSession, type UserDetails } from '../session/store';

// The menu's list is its own chunk, loaded the first time the menu opens.
const UserMenuList = lazy(() => import('./UserMenuList'));

export const USER_MENU_LABELS = {
  button: (name: string) => `Account menu: ${name}`,
  profile: 'Profile',
  signOut: 'Sign out',
  /** The name shown while the session has none (the profile not loaded yet). */
  noName: 'Your account',
} as const;

/** "First Last", or USER_MENU_LABELS.noName. */
export function displayName({ firstName, lastName }: Pick<UserDetails, 'firstName' | 'lastName'>): string {
  return `${firstName} ${lastName}`.trim() || USER_MENU_LABELS.noName;
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
  const name = displayName(details);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        aria-label={USER_MENU_LABELS.button(name)}
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
        <Avatar src={details.photo ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          {initials(details) || <PersonIcon fontSize="small" />}
        </Avatar>
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
