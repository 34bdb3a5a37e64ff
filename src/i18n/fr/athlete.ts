/** French: the athlete area (src/i18n/en/athlete/*.ts), one entry per section id, gathered by group. */
import type { Words } from '../text';
import { athleteCommerce } from './athlete/commerce';
import { athleteCommunity } from './athlete/community';
import { athleteTraining } from './athlete/training';

export const athlete: Record<string, Words> = { ...athleteCommerce, ...athleteTraining, ...athleteCommunity };
