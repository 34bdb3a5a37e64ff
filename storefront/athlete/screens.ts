/** The athlete storefront's screens (open pages and the athlete's own), each its own lazily loaded chunk. */
import { lazyScreen, prefetchWith, type PrefetchTable, type ScreenTable } from '../../src/routing/routes';

export const ATHLETE_SCREENS: ScreenTable = {
  // ---- Open with athlete layout
  '/': lazyScreen(() => import('./home/components/HomePage')),
  '/athlete/program/:programId': lazyScreen(() => import('./program/components/ProgramPage')),
  '/athlete/trainer-details': lazyScreen(() => import('./trainer-details/components/TrainerDetailsPage')),
  '/blog': lazyScreen(() => import('./blog/components/BlogListPage')),
  '/blog/:id': lazyScreen(() => import('./blog/components/BlogPostPage')),
  '/faq': lazyScreen(() => import('./faq/components/FaqPage')),
  // ---- Athlete (member) only
  '/athlete/feed': lazyScreen(() => import('./feed/components/AthleteFeedPage')),
  '/athlete/owned-programs': lazyScreen(() => import('./owned-programs/components/OwnedProgramsPage')),
  '/athlete/programs/enrolled/access': lazyScreen(() => import('./training/components/EnrolledAccessPage')),
  '/athlete/program-preview/:id': lazyScreen(() => import('./program-preview/components/ProgramPreviewPage')),
  '/athlete/library': lazyScreen(() => import('./library/components/LibraryPage')),
  '/athlete/profile-completion': lazyScreen(() => import('../shared/profile-completion/ProfileCompletionPage'), { role: 'athlete' }),
};

/** The open pages whose first data request leaves at app start. */
export const ATHLETE_PREFETCH: PrefetchTable = {
  '/': prefetchWith(() => import('./home/prefetch')),
  '/athlete/program/:programId': prefetchWith(() => import('./program/prefetch')),
};
