import type { Translation, Words } from '../../../src/i18n/text';
import type { adminPayoutsText } from './en';

export const adminPayoutsFr: Translation<typeof adminPayoutsText.en> = {
  open: 'Calendrier des versements',
  title: 'Calendrier des versements',
  help: 'Les soldes disponibles sont versés selon le calendrier à chaque coach dont le compte de versement est prêt ; un coach peut aussi demander un versement à partir du minimum.',
  schedule: 'Calendrier',
  schedules: { weekly: 'Chaque semaine', daily: 'Chaque jour', manual: 'Seulement à la demande' },
  weekday: 'Jour',
  minimum: 'Minimum à la demande',
  save: 'Enregistrer le calendrier',
  saved: 'Le calendrier des versements est enregistré',
  invalidMinimum: 'Donnez un montant de 0 ou plus, avec au plus deux décimales',
  superOnly: 'Seul un super administrateur modifie le calendrier.',
  current: (schedule, minimum) => `${schedule} ; à la demande à partir de ${minimum}.`,
  run: 'Lancer les versements',
  ran: (count) => (count ? `${count} versement${count > 1 ? 's' : ''} effectué${count > 1 ? 's' : ''}` : 'Rien n’était dû aujourd’hui'),
  close: 'Fermer',
};

export default { 'admin.payouts': adminPayoutsFr } satisfies Record<string, Words>;
