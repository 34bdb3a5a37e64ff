/**
 * The admin's own pages (beyond its resources' list/show/edit screens), by the page table's path
 * (src/config/pages.ts gives each its title, roles and layout). The composition root plugs them in with the other
 * areas' screens; the react-admin app draws every admin page that has a screen inside its layout (AdminApp's
 * CustomRoutes), so a page is declared here once. Each is its own lazily loaded chunk.
 */
import { lazyScreen, type ScreenTable } from '../src/routing/routes';

export const ADMIN_SCREENS: ScreenTable = {
  '/admin/dashboard': lazyScreen(() => import('./dashboard/Dashboard')),
  '/admin/add-user': lazyScreen(() => import('./add-user/AddUserPage')),
  '/admin/programs/preview/:programId': lazyScreen(() => import('./programs/ProgramPreview')),
  '/admin/profile/view': lazyScreen(() => import('./profile/ProfileView')),
  '/admin/workspaces': lazyScreen(() => import('./workspaces/WorkspacesPage')),
  '/admin/workspaces/:workspaceId': lazyScreen(() => import('./workspaces/WorkspacePage')),
  '/admin/sessions': lazyScreen(() => import('./sessions/SessionsPage')),
  '/admin/analytics': lazyScreen(() => import('./sessions/AnalyticsPage')),
};
