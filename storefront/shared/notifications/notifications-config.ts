import { isSitePath, safeLink } from '../../../src/domain/url-policy';

/** The notifications page: its size, and where a notification may lead (defined once). */
export const NOTIFICATIONS = {
  pageSize: 20,
} as const;

/** Where a notification's `link` leads: a path inside the app, a web address outside it, or nowhere (anything else). */
export type NotificationTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

export function notificationTarget(link: string | null | undefined): NotificationTarget {
  // Where a notification's link may lead is the URL policy's: a path of this app, or an http(s) address.
  const href = safeLink((link ?? '').trim(), 'field');
  if (!href) return null;
  return isSitePath(href) ? { kind: 'internal', to: href } : { kind: 'external', href };
}
