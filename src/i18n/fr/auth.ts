/** French: the auth area (src/i18n/en/auth.ts), one entry per section id. */
import type { Words } from '../text';

export const auth: Record<string, Words> = {};
