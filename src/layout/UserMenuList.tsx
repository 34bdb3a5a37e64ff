/** The user menu's list (Profile, Sign out): loaded the first time the menu opens (UserMenu.tsx). */
import { Link as RouterLink } from 'react-router';
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { LanguageMenuItems } from '../i18n/LanguageMenuItems';
import { shellText } from './i18n/en';
import { useText } from '../i18n/text';

export interface UserMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  profilePath: string;
  onSignOut: () => void;
}

export default function UserMenuList({ id, anchor, onClose, profilePath, onSignOut }: UserMenuListProps) {
  const open = anchor !== null;
  const { userMenu } = useText(shellText);
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to={profilePath} onClick={onClose}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{userMenu.profile}</ListItemText>
      </MenuItem>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onSignOut();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{userMenu.signOut}</ListItemText>
      </MenuItem>
      <Divider />
      <LanguageMenuItems onChosen={onClose} />
    </Menu>
  );
}
