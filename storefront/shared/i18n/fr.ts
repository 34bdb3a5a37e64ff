/** A billing interval as French says it after "par" or "/". */
import type { Translation, Words } from '../../../src/i18n/text';
import type { programFactsText } from './en';

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

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.programFacts': programFactsFr } satisfies Record<string, Words>;
