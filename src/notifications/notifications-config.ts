/** The notifications page: its size, and where a notification may lead (defined once). */
export const NOTIFICATIONS = {
  pageSize: 20,
} as const;

/** Where a notification's `link` leads: a path inside the app, a web address outside it, or nowhere (anything else). */
export type NotificationTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

export function notificationTarget(link: string | null | undefined): NotificationTarget {
  const raw = (link ?? '').trim();
  if (!raw) return null;
  // A path of this app; "//host" would leave it.
  if (raw.startsWith('/') && !raw.startsWith('//')) return { kind: 'internal', to: raw };
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'external', href: url.href };
  } catch {
    // not an address
  }
  return null;
}
