import { NotBuilt } from '../../../../src/layout/NotBuilt';

/** Notifications: list, mark one or all read. */
export default function NotificationsPage() {
  return <NotBuilt title="Notifications" />;
}
