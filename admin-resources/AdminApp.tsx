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
import { createAdminI18nProvider, withAppLocale } from './i18n-provider';
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
import earnings from './earnings';
import payouts from './payouts';
import users from './users';
import { adminThemeOptions } from './lib/theme';
import { createAuthProvider, createDataProvider } from './providers';

const RESOURCES = [trainers, athletes, users, programs, transactions, earnings, payouts, refunds, contentLibraries, exercises, blogPosts, blogCategories, blogTags, cms];

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

/** The admin pages of the route table that have a screen (admin-resources/screens.ts, the auth area's profile), drawn inside the admin's layout. */
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
        {pages.map((p) => (
          <Route key={p.path} path={p.path} element={p.element} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
