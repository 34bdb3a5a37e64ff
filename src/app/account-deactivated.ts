/**
 * requirements §6: a deactivated account can view content, but its actions are refused (403 with
 * MESSAGES.accountDeactivated); the app then shows that message as a warning toast for 5000 ms.
 *
 * Watches every call of the one API client (`api`: the records SDK's calls and every typed lambda call)
 * with a response middleware. openapi-fetch runs response middleware last-registered first, so this
 * sees the response before the client's own middleware turns it into a thrown ApiError.
 */
import type { Middleware } from 'openapi-fetch';
import { api } from '../api/client';
import { MESSAGES } from '../config/messages';
import { showToast, TOAST_DEFAULT_MS } from '../ui/toasts';
import { messagesText } from '../config/i18n/en';
import { textOf } from '../i18n/text';

/** How long the deactivated-account warning shows (requirements §6). */
export const ACCOUNT_DEACTIVATED_TOAST_MS = TOAST_DEFAULT_MS;

/** True when a response body is the deactivated-account refusal. */
export function isAccountDeactivated(status: number, body: unknown): boolean {
  return status === 403 && !!body && typeof body === 'object' && (body as { message?: unknown }).message === MESSAGES.accountDeactivated;
}

export function showAccountDeactivated(): void {
  showToast({ type: 'warning', message: textOf(messagesText).accountDeactivated, durationMs: ACCOUNT_DEACTIVATED_TOAST_MS });
}

/** A response middleware that calls `notify` on a deactivated-account refusal. */
export function accountDeactivatedMiddleware(notify: () => void = showAccountDeactivated): Middleware {
  return {
    async onResponse({ response }) {
      if (response.status !== 403) return undefined;
      let body: unknown;
      try {
        body = await response.clone().json();
      } catch {
        return undefined; // not JSON: not the refusal
      }
      if (isAccountDeactivated(response.status, body)) notify();
      return undefined;
    },
  };
}

let installed: Middleware | null = null;

/** Starts watching the API client, once. Answers the stop. */
export function watchAccountDeactivated(notify?: () => void): () => void {
  if (!installed) {
    installed = accountDeactivatedMiddleware(notify);
    api.use(installed);
  }
  const mine = installed;
  return () => {
    if (installed !== mine) return;
    api.eject(mine);
    installed = null;
  };
}
