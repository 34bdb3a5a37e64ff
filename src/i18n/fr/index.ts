/** French: every section's translation, one chunk (src/i18n/load.ts). Each file beside this one is one area. */
import type { Words } from '../text';
import { admin } from './admin';
import { athlete } from './athlete';
import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';
import { trainer } from './trainer';

const fr: Record<string, Words> = { ...shell, ...common, ...auth, ...athlete, ...trainer, ...admin };
export default fr;
