/**
 * The composition root's route list: each area's screens (storefront/auth, storefront/athlete, storefront/trainer),
 * the screens shared by athletes and trainers (chat, notifications), the development pages, and the react-admin app,
 * plugged into the routing machinery (src/routing/routes.ts) before the first render, and the sections an area adds to
 * another's screen (the athlete's billing on the profile page).
 */
import { lazy } from 'react';
import { AUTH_SCREENS } from '../../storefront/auth/screens';
import { ATHLETE_PREFETCH, ATHLETE_SCREENS } from '../../storefront/athlete/screens';
import { TRAINER_SCREENS } from '../../storefront/trainer/screens';
import { plugProfileSections } from '../layout/profile-sections';
import { lazyScreen, plugRoutes, type AdminAppComponent, type ScreenTable } from '../routing/routes';

const ChatScreen = lazyScreen(() => import('../chat/ChatScreen'));
const NotificationsPage = lazyScreen(() => import('../notifications/NotificationsPage'));

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
    screens: { ...AUTH_SCREENS, ...ATHLETE_SCREENS, ...TRAINER_SCREENS, ...SHARED_SCREENS },
    prefetch: { ...ATHLETE_PREFETCH },
    adminApp: lazy(() => import('../../admin-resources/AdminApp')) as AdminAppComponent,
  });
  // The athlete's purchases and saved cards on their profile page (the auth area's screen).
  plugProfileSections({ athlete: lazy(() => import('../../storefront/athlete/billing/components/AthleteBillingSections')) });
}
