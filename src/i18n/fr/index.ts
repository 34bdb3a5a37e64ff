/** French: every section's translation, one chunk (src/i18n/load.ts). Each file beside this one is one area. */
import type { Words } from '../text';
import { admin } from './admin';
import { app } from './app';
import { appAi } from './app-ai';
import { appCore } from './app-core';
import { athlete } from './athlete';
import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';
import { trainer } from './trainer';

const fr: Record<string, Words> = { ...shell, ...common, ...app, ...appAi, ...appCore, ...auth, ...athlete, ...trainer, ...admin };
export default fr;
