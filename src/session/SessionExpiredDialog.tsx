/**
 * The Session Expired dialog (requirements §4, §8): shown while the session is marked expired. After 5 s
 * (requirements §9), or on "Got it, thanks!", the user is logged out and sent to the login page with
 * `redirect_uri` = the current path and query; admin and super_admin go to /admin/login.
 *
 * Inside a react-router router it navigates with the router (and reads the router's location);
 * elsewhere pass `navigate` (and `currentPath`, default `location.pathname + location.search`).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { SESSION_EXPIRED_REDIRECT_MS } from '../config/constants';
import { sessionExpiredRedirect } from './login-path';

export { sessionExpiredRedirect } from './login-path';
import { sessionStore, type SessionStore } from './store';
import { messagesText } from '../config/i18n/en';
import { useText } from '../i18n/text';

export { SESSION_EXPIRED_REDIRECT_MS } from '../config/constants';


export interface SessionExpiredDialogProps {
  /** Goes to a path; default the router's navigate (then the dialog must be inside a router). */
  navigate?: (to: string) => void;
  /** The path (with query) to come back to; default the router's location, else the page's. */
  currentPath?: () => string;
  /** Default: the app's session. */
  store?: SessionStore;
  /** Default: SESSION_EXPIRED_REDIRECT_MS. */
  delayMs?: number;
}

type ViewProps = Required<Pick<SessionExpiredDialogProps, 'navigate' | 'currentPath'>> &
  Pick<SessionExpiredDialogProps, 'store' | 'delayMs'>;

function pagePath(): string {
  return typeof globalThis.location === 'undefined' ? '/' : `${globalThis.location.pathname}${globalThis.location.search}`;
}

function SessionExpiredDialogView({ navigate, currentPath, store = sessionStore, delayMs = SESSION_EXPIRED_REDIRECT_MS }: ViewProps) {
  const open = useStore(store, (state) => state.sessionExpired);
  const words = useText(messagesText);

  // The latest props, for the timer and the button (so a new navigate does not restart the timer).
  const latest = useRef({ navigate, currentPath, store });
  useLayoutEffect(() => {
    latest.current = { navigate, currentPath, store };
  });

  const finish = useRef(() => {
    const { navigate: go, currentPath: pathNow, store: session } = latest.current;
    const state = session.getState();
    if (!state.sessionExpired) return; // already done (button, then timer)
    const target = sessionExpiredRedirect(state.role, pathNow());
    state.logout();
    go(target);
  }).current;

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(finish, delayMs);
    return () => clearTimeout(timer);
  }, [open, delayMs, finish]);

  return (
    <Dialog
      open={open}
      disableEscapeKeyDown
      aria-labelledby="session-expired-title"
      aria-describedby="session-expired-body"
    >
      <DialogTitle id="session-expired-title">{words.sessionExpiredTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-body">{words.sessionExpiredBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={finish} autoFocus>
          {words.sessionExpiredButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RouterSessionExpiredDialog(props: SessionExpiredDialogProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const routerPath = () => `${location.pathname}${location.search}`;
  return (
    <SessionExpiredDialogView
      {...props}
      navigate={props.navigate ?? ((to) => void navigate(to))}
      currentPath={props.currentPath ?? routerPath}
    />
  );
}

/** The Session Expired dialog (see the file note). Render it once, near the app root. */
export function SessionExpiredDialog(props: SessionExpiredDialogProps) {
  if (props.navigate) {
    return <SessionExpiredDialogView {...props} navigate={props.navigate} currentPath={props.currentPath ?? pagePath} />;
  }
  return <RouterSessionExpiredDialog {...props} />;
}
