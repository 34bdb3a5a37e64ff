/** French: the admin area (src/i18n/en/admin.ts), one entry per section id. */
import type { Words } from '../text';

export const admin: Record<string, Words> = {};
