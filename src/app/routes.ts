/**
 * The composition root's route list: each area's screens (storefront/auth, storefront/athlete, storefront/trainer,
 * admin-resources), the screens shared by athletes and trainers (chat, notifications), the development pages, and the
 * react-admin app, plugged into the routing machinery (src/routing/routes.ts) before the first render; and what the
 * features put into the shell (src/layout/slots.ts: the header's bell and Messages entry, the footer, the
 * pending-profile notice, the athlete's billing and the trainer's payout account on the profile page).
 */
import { lazy } from 'react';
import { AUTH_SCREENS } from '../../storefront/auth/screens';
import { ATHLETE_PREFETCH, ATHLETE_SCREENS } from '../../storefront/athlete/screens';
import { TRAINER_SCREENS } from '../../storefront/trainer/screens';
import { ADMIN_SCREENS } from '../../admin-resources/screens';
import { plugLayoutSlots } from '../layout/slots';
import { MessagesLink } from '../../storefront/shared/chat/MessagesLink';
import { NotificationBell } from '../../storefront/shared/notifications/NotificationBell';
import { useUnreadMessages } from '../../storefront/shared/realtime/rooms';
import { lazyScreen, plugRoutes, type AdminAppComponent, type ScreenTable } from '../routing/routes';

const ChatScreen = lazyScreen(() => import('../../storefront/shared/chat/ChatScreen'));
const NotificationsPage = lazyScreen(() => import('../../storefront/shared/notifications/NotificationsPage'));

const SHARED_SCREENS: ScreenTable = {
  '/test-components': lazyScreen(() => import('./TestComponentsPage')),
  '/playground': lazyScreen(() => import('./PlaygroundPage')),
  '/trainer/messages': ChatScreen,
  '/trainer/notifications': NotificationsPage,
  '/athlete/messages': ChatScreen,
  '/athlete/notifications': NotificationsPage,
};

export function plugAppRoutes(): void {
  plugRoutes({
    screens: { ...AUTH_SCREENS, ...ATHLETE_SCREENS, ...TRAINER_SCREENS, ...ADMIN_SCREENS, ...SHARED_SCREENS },
    prefetch: { ...ATHLETE_PREFETCH },
    adminApp: lazy(() => import('../../admin-resources/AdminApp')) as AdminAppComponent,
  });
  plugLayoutSlots({
    NotificationBell,
    MessagesLink,
    // The athlete footer (CMS text, blog and FAQ links) is its own chunk, loaded after the page: no CMS code in the first load.
    SiteFooter: lazy(() => import('../../storefront/shared/cms/SiteFooter')),
    // Shown to a pending user only: its own chunk (the profile rules' words stay out of the first load).
    PendingProfileNotice: lazy(() => import('../../storefront/shared/profile-completion/PendingProfileNotice').then((m) => ({ default: m.PendingProfileNotice }))),
    useUnreadMessages,
    // The athlete's purchases, saved cards and training data on their profile page (the auth area's screen).
    profileSections: {
      // The trainer's payout account (where their earnings are paid).
      trainer: [lazy(() => import('../../storefront/trainer/payouts/components/PayoutAccountSection'))],
      athlete: [lazy(() => import('../../storefront/athlete/billing/components/AthleteBillingSections')), lazy(() => import('../../storefront/athlete/training-export/components/TrainingExportSection'))],
    },
  });
}
