/**
 * The last step of every sign-in (password, two-factor, magic link, OAuth): store the login payload in
 * the session, then go to `redirect_uri` when it is a path of this site, else the role's home.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { safeLink } from '../../../../../src/domain/url-policy';
import { sessionStore, type LoginPayload } from '../../../../../src/session/store';
import { homePathFor } from '../../paths';

export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (payload: LoginPayload, redirectUri?: string | null) => {
      sessionStore.getState().login(payload);
      void navigate(safeLink(redirectUri, 'redirect') ?? homePathFor(payload.role), { replace: true });
    },
    [navigate],
  );
}
