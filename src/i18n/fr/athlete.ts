/** French: the athlete area (src/i18n/en/athlete.ts), one entry per section id. */
import type { Words } from '../text';

export const athlete: Record<string, Words> = {};
