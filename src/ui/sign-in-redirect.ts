/** Sending a visitor to sign in and back here afterwards (`/login?redirect_uri=<this page>`). */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../config/constants';

/** The sign-in address that returns to `here` (a path with its query). */
export function signInPath(here: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect_uri: here }).toString()}`;
}

/** A function that takes the visitor to sign in, to come back to the current page. */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return useCallback(() => void navigate(signInPath(here)), [navigate, here]);
}
