import type { programFactsText } from '../../en/athlete/program-facts';
import type { Translation } from '../../text';

/** A billing interval as French says it after "par" or "/". */
const INTERVALS: Record<string, string> = { month: 'mois', year: 'an' };

export const programFactsFr: Translation<typeof programFactsText.en> = {
  levels: { beginner: 'Débutant', intermediate: 'Intermédiaire', advanced: 'Avancé' },
  weeks: (n) => `${n} ${n > 1 ? 'semaines' : 'semaine'}`,
  by: (trainer) => `par ${trainer}`,
  programNumber: (id) => `Programme n° ${id}`,
  perInterval: (price, interval) => `${price} / ${INTERVALS[interval] ?? interval}`,
  browse: 'Parcourir les programmes',
  continue: 'Continuer',
};
