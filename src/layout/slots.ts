/**
 * What the features put into the shell (ADR 021): the header's notification bell and Messages entry, the unread
 * messages' count of the menus, the storefront's footer, the notice over a page of a user whose profile is pending,
 * and the sections other areas add to a role's profile page (the athlete's purchases, saved cards and training data). The
 * composition root (src/app/routes.ts) plugs them in before the first render, so the layouts and the routing show
 * them without importing an area; until then (a unit test of a layout alone) each slot shows nothing.
 */
import type { ComponentType } from 'react';

type ProfileRole = 'athlete' | 'trainer' | 'admin';

export interface LayoutSlots {
  /** The header's bell with the unread notifications' count (athletes and trainers). */
  NotificationBell: ComponentType;
  /** The athlete header's Messages entry with the unread count. */
  MessagesLink: ComponentType;
  /** The storefront's footer (CMS text, blog and FAQ links): lazily loaded, after the page. */
  SiteFooter: ComponentType;
  /** Over a page of a signed-in user whose profile is pending: where it is completed (may be lazy: drawn in a Suspense). */
  PendingProfileNotice: ComponentType<{ to: string }>;
  /** The signed-in user's unread chat messages (undefined while unknown); a hook, the same one for the app's life. */
  useUnreadMessages: () => number | undefined;
  /** Sections other areas add to a role's profile page, in order (each loaded lazily). */
  profileSections: Partial<Record<ProfileRole, readonly ComponentType[]>>;
}

const Nothing = (): null => null;
const noCount = (): number | undefined => undefined;

let slots: LayoutSlots = {
  NotificationBell: Nothing,
  MessagesLink: Nothing,
  SiteFooter: Nothing,
  PendingProfileNotice: Nothing,
  useUnreadMessages: noCount,
  profileSections: {},
};

export function plugLayoutSlots(next: Partial<LayoutSlots>): void {
  slots = { ...slots, ...next };
}

/** The shell's slots as plugged (read at render). */
export function layoutSlots(): LayoutSlots {
  return slots;
}

/** The sections plugged in for a role's profile page (none: an empty list). */
export function profileSectionsOf(role: ProfileRole): readonly ComponentType[] {
  return slots.profileSections[role] ?? [];
}
