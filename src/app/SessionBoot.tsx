/**
 * App start (requirements §4), once per page load (StrictMode runs effects twice in development; a module flag
 * keeps it to one): a stored session is checked by fetching the profile (when offline, once back online). When that
 * fails on a private
 * page, the user is sent to the login page with `redirect_uri` of the page they opened, so they come
 * back to it after signing in, and told why.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../config/messages';
import { sessionText } from '../session/i18n/en';
import { messagesText } from '../config/i18n/en';
import { textOf } from '../i18n/text';
import { bootSession } from '../session/app-start';
import { sessionExpiredRedirect } from '../session/login-path';
import { sessionStore } from '../session/store';
import { showToast } from '../ui/toasts';

let booted = false;

/** For tests: allow another boot. */
export function resetSessionBoot(): void {
  booted = false;
}

export function SessionBoot({ isPublicPath }: { isPublicPath: (path: string) => boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (booted) return;
    booted = true;
    const { role } = sessionStore.getState();
    const startedAt = `${globalThis.location.pathname}${globalThis.location.search}`;
    const boot = () => bootSession({
      navigate: (to) => void navigate(to, { replace: true }),
      isPublicPath,
      onTokenExpiry: (message) => {
        void navigate(sessionExpiredRedirect(role, startedAt), { replace: true });
        showToast({
          type: 'warning',
          title: textOf(messagesText).sessionExpiredTitle,
          message: message === MESSAGES.tokenExpired ? textOf(sessionText).signInAgain : message,
        });
      },
    }).then((result) => {
      // Started offline: the session stands on what is stored until the server can be asked, once back online.
      if (result.status === 'offline') globalThis.addEventListener('online', () => void boot(), { once: true });
      return result;
    });
    void boot();
  }, [navigate, isPublicPath]);
  return null;
}
