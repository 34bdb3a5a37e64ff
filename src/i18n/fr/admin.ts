/** French: the admin area (src/i18n/en/admin/*.ts), one entry per section id; each feature's words in admin/. */
import type { Words } from '../text';
import { accountsFr } from './admin/accounts';
import { addUserFr } from './admin/add-user';
import { askFr } from './admin/ask';
import { adminBlogFr } from './admin/blog';
import { contentLibrariesFr } from './admin/content-libraries';
import { adminDashboardFr } from './admin/dashboard';
import { adminProfileFr } from './admin/profile';
import { adminProgramsFr } from './admin/programs';
import { adminRefundsFr } from './admin/refunds';
import { resourcesFr } from './admin/resources';
import { adminSessionsFr, analyticsFr } from './admin/sessions';
import { viewsFr } from './admin/views';
import { workspacesFr } from './admin/workspaces';

export const admin: Record<string, Words> = {
  'admin.resources': resourcesFr,
  'admin.views': viewsFr,
  'admin.accounts': accountsFr,
  'admin.dashboard': adminDashboardFr,
  'admin.ask': askFr,
  'admin.programs': adminProgramsFr,
  'admin.refunds': adminRefundsFr,
  'admin.blog': adminBlogFr,
  'admin.contentLibraries': contentLibrariesFr,
  'admin.addUser': addUserFr,
  'admin.profile': adminProfileFr,
  'admin.workspaces': workspacesFr,
  'admin.sessions': adminSessionsFr,
  'admin.analytics': analyticsFr,
};
