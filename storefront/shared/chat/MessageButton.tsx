/**
 * "Message": opens the chat room with a person (the server decides who may talk to whom) and goes to the messages
 * page of the caller's role with that room open. A visitor is sent to sign in first; admins and the person
 * themselves see no button.
 */
import { Button, type ButtonProps } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { useNavigate } from 'react-router';
import { showToast } from '../../../src/ui/toasts';
import { useSession } from '../../../src/session/store';
import { useSignInRedirect } from '../../../src/ui/sign-in-redirect';
import { useOpenRoom } from '../realtime/api';
import { chatText } from './i18n/en';
import { useText } from '../../../src/i18n/text';

export function MessageButton({ userId, name, ...props }: { userId: number; name: string } & Omit<ButtonProps, 'onClick'>) {
  const signedIn = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.role);
  const me = useSession((s) => s.user);
  const navigate = useNavigate();
  const open = useOpenRoom();
  const signIn = useSignInRedirect();
  const t = useText(chatText);
  if (signedIn && (me === userId || (role !== 'athlete' && role !== 'trainer'))) return null;
  const click = () => {
    if (!signedIn) return signIn();
    open.mutate(userId, {
      onSuccess: ({ model }) => void navigate(`/${role === 'trainer' ? 'trainer' : 'athlete'}/messages?room=${model.id}`),
      onError: (err) => showToast({ type: 'error', message: err.message }),
    });
  };
  return (
    <Button variant="outlined" startIcon={<ChatBubbleOutlineIcon />} onClick={click} disabled={open.isPending} aria-label={t.messageTo(name)} {...props}>
      {t.message}
    </Button>
  );
}
