/**
 * Reports a failed studio action. The deactivated-account refusal is already shown as a warning toast by
 * the app (src/app/account-deactivated.ts), so it is not repeated; a TOKEN_EXPIRED answer is the Session
 * Expired dialog's. Anything else is an error toast with the server's message.
 */
import { isApiError } from '../../../../src/api/errors';
import { showToast } from '../../../../src/ui/toasts';
import { MESSAGES } from '../../../../src/config/messages';

/** What to show for a failed call; null when the app already shows it (deactivated account, expired session). */
export function actionErrorText(error: unknown): string | null {
  if (isApiError(error) && (error.isTokenExpired || (error.status === 403 && error.message === MESSAGES.accountDeactivated))) return null;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.defaultError;
}

export function reportActionError(error: unknown): void {
  const text = actionErrorText(error);
  if (text) showToast({ type: 'error', message: text });
}
