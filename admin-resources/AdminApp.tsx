/**
 * The admin app: react-admin mounted at /admin inside the app's router, on the app's query client,
 * session (auth provider), theme and words (i18nProvider on the one catalogue, in the app's language),
 * in the app's admin layout, with its notices shown as the app's corner toasts. Resources come from
 * admin-resources/<resource>/index.tsx (generated descriptions plus overrides); the other admin pages of
 * requirements §2 are custom routes. Loaded lazily: a storefront visitor never downloads it.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Route } from 'react-router';
import { Admin, CustomRoutes, Resource, localStorageStore, useNotificationContext, useTranslate, type LayoutProps } from 'react-admin';
import { queryClient } from '../src/api/query-client';
import { createAdminI18nProvider, withAppLocale } from '../src/i18n/admin-provider';
import { showToast } from '../src/ui/toasts';
import { NotFound } from '../src/layout/NotFound';
import { AdminLayout } from '../src/layout/Layouts';
import { useThemeMode } from '../src/ui/theme-store';
import athletes from './athletes';
import blogCategories from './blog-categories';
import blogPosts from './blog-posts';
import blogTags from './blog-tags';
import cms from './cms';
import contentLibraries from './content-libraries';
import exercises from './exercises';
import programs from './programs';
import refunds from './refunds';
import trainers from './trainers';
import transactions from './transactions';
import users from './users';
import DashboardPage from './dashboard/Dashboard';
import AddUserPage from './add-user/AddUserPage';
import ProgramPreview from './programs/ProgramPreview';
import ProfileView from './profile/ProfileView';
import WorkspacesPage from './workspaces/WorkspacesPage';
import WorkspacePage from './workspaces/WorkspacePage';
import SessionsPage from './sessions/SessionsPage';
import AnalyticsPage from './sessions/AnalyticsPage';
import { adminThemeOptions } from './lib/theme';
import { createAuthProvider, createDataProvider } from './providers';

const RESOURCES = [trainers, athletes, users, programs, transactions, refunds, contentLibraries, exercises, blogPosts, blogCategories, blogTags, cms];

const dataProvider = createDataProvider();
const authProvider = createAuthProvider();
const store = withAppLocale(localStorageStore(undefined, 'SportlinkAdmin'));
const i18nProvider = createAdminI18nProvider();

/** react-admin's notices go to the app's one toast system (top-right, at most 5). */
function ToastBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  // One at a time: takeNotification removes the first notice on the next render, which runs this again.
  useEffect(() => {
    if (!notifications.length) return;
    const next = takeNotification();
    if (!next) return;
    const { message, type, notificationOptions } = next;
    const text = typeof message === 'string' ? translate(message, { _: message, ...(notificationOptions?.messageArgs ?? {}) }) : String(message);
    showToast({ type, message: text });
  }, [notifications, takeNotification, translate]);
  return null;
}

function RaLayout({ children }: LayoutProps) {
  return <AdminLayout>{children}</AdminLayout>;
}

const AdminNotFound = () => <NotFound />;

/** Pages of the route table that the admin shows as they are (e.g. the profile with its security panel). */
export interface AdminPage {
  /** Relative to /admin. */
  path: string;
  element: ReactNode;
}

export default function AdminApp({ pages = [] }: { pages?: readonly AdminPage[] }) {
  const mode = useThemeMode((s) => s.mode);
  const theme = useMemo(() => adminThemeOptions(mode), [mode]);
  return (
    <Admin
      basename="/admin"
      title="Sportlink Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      layout={RaLayout}
      theme={theme}
      darkTheme={null}
      notification={ToastBridge}
      catchAll={AdminNotFound}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {RESOURCES.map((r) => (
        <Resource
          key={r.name}
          name={r.name}
          options={{ label: r.label }}
          icon={r.icon}
          list={r.list}
          show={r.show}
          edit={r.edit}
          create={r.create}
          recordRepresentation={r.recordRepresentation}
        />
      ))}
      <CustomRoutes>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="add-user" element={<AddUserPage />} />
        <Route path="programs/preview/:programId" element={<ProgramPreview />} />
        <Route path="profile/view" element={<ProfileView />} />
        <Route path="workspaces" element={<WorkspacesPage />} />
        <Route path="workspaces/:workspaceId" element={<WorkspacePage />} />
        <Route path="sessions" element={<SessionsPage />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        {pages.map((p) => (
          <Route key={p.path} path={p.path} element={p.element} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
