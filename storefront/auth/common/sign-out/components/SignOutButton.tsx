import { Button, type ButtonProps } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { shellText } from '../../../../../src/layout/i18n/en';
import { useText } from '../../../../../src/i18n/text';
import { useSignOut } from '../../../../../src/session/sign-out';

/** "Sign out": ends the session here and on the server, then opens the login page (src/session/sign-out.ts). */
export function SignOutButton(props: Omit<ButtonProps, 'onClick'>) {
  const signOut = useSignOut();
  const { userMenu } = useText(shellText);
  return (
    <Button startIcon={<LogoutIcon />} {...props} onClick={signOut}>
      {userMenu.signOut}
    </Button>
  );
}
