/** French: a program's calendar (storefront/shared/program-calendar). */
import type { Translation, Words } from '../../../../src/i18n/text';
import type { programCalendarText } from './en';

export const programCalendarFr: Translation<typeof programCalendarText.en> = {
  label: (phase) => `Calendrier de ${phase}`,
  weeks: (first, last) => (first === last ? `Semaine ${first}` : `Semaines ${first} à ${last}`),
  perWeek: (n) => (n === 0 ? 'Aucune séance prévue' : `${n} séance${n > 1 ? 's' : ''} par semaine`),
  locked: 'Séances ouvertes à l’achat',
  week: (n) => `Semaine ${n}`,
  day: (n) => `Jour ${n}`,
  workout: 'Séance',
  dayTitled: (day, title) => `Jour ${day} : ${title}`,
  rest: 'Repos',
  otherDaysRest: 'Autres jours : repos',
  more: (n) => `+${n} semaine${n > 1 ? 's' : ''} identique${n > 1 ? 's' : ''}`,
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'app.programCalendar': programCalendarFr } satisfies Record<string, Words>;
