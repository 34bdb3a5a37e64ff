/**
 * The last step of every sign-in (password, two-factor, magic link, OAuth): store the login payload in
 * the session, then go to `redirect_uri` when it is a path of this site, else the role's home.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore, type LoginPayload } from '../../../../src/session/store';
import { homePathFor, safeRedirect } from '../../common/paths';

export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (payload: LoginPayload, redirectUri?: string | null) => {
      sessionStore.getState().login(payload);
      void navigate(safeRedirect(redirectUri) ?? homePathFor(payload.role), { replace: true });
    },
    [navigate],
  );
}
