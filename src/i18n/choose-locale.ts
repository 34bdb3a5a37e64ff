import { showToast } from '../ui/toasts';
import { setLocale } from './load';
import type { Locale } from './locale';

/** Switches the app to `code` (its words fetched first), then runs `after`; a failure is shown as an error toast. */
export const chooseLocale = (code: Locale, after?: () => void) =>
  setLocale(code).then(after, (err: unknown) => showToast({ type: 'error', message: err instanceof Error ? err.message : String(err) }));
