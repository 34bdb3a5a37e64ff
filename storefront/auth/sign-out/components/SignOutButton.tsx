import { Button, type ButtonProps } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSignOut } from '../api/logout';

/** "Sign out": ends the session here and on the server, then opens the login page. */
export function SignOutButton(props: Omit<ButtonProps, 'onClick'>) {
  const signOut = useSignOut();
  return (
    <Button startIcon={<LogoutIcon />} {...props} onClick={signOut}>
      Sign out
    </Button>
  );
}
