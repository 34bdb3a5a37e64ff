/** The trainer studio's screens, each its own lazily loaded chunk. */
import { lazyScreen, type ScreenTable } from '../../src/routing/routes';

const DiscountsPage = lazyScreen(() => import('./discounts/components/DiscountsPage'));
const ProgramBuilderPage = lazyScreen(() => import('./program-builder/components/ProgramBuilderPage'));

export const TRAINER_SCREENS: ScreenTable = {
  '/trainer/dashboard': lazyScreen(() => import('./dashboard/components/DashboardPage')),
  '/trainer/programs': lazyScreen(() => import('./programs/components/ProgramsPage')),
  '/trainer/add-program': ProgramBuilderPage,
  '/trainer/edit-program/:programId': ProgramBuilderPage,
  '/trainer/transactions': lazyScreen(() => import('./transactions/components/TransactionsPage')),
  '/trainer/discount': DiscountsPage,
  '/trainer/discount/:programId': DiscountsPage,
  '/trainer/feed': lazyScreen(() => import('./feed/components/FeedPage')),
  '/trainer/blog': lazyScreen(() => import('./blog/components/TrainerBlogPage')),
  '/trainer/athlete-management': lazyScreen(() => import('./athlete-management/components/AthleteManagementPage')),
  '/trainer/profile-completion': lazyScreen(() => import('../shared/profile-completion/ProfileCompletionPage'), { role: 'trainer' }),
  '/trainer/view-program/:programId': lazyScreen(() => import('./programs/components/ViewProgramPage')),
  '/trainer/payouts/setup': lazyScreen(() => import('./payouts/components/SandboxSetupPage')),
  '/trainer/statements/:month': lazyScreen(() => import('./transactions/components/StatementPage')),
};
