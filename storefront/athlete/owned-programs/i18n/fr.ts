import type { Translation, Words } from '../../../../src/i18n/text';
import type { ownedProgramsText } from './en';

export const ownedProgramsFr: Translation<typeof ownedProgramsText.en> = {
  heading: 'Mes programmes',
  intro: 'Les programmes qui sont à vous. Ouvrez-en un pour voir son plan, ou reprenez l’entraînement là où vous l’avez laissé.',
  empty: 'Vous n’avez encore aucun programme.',
  emptyHelp: 'Trouvez celui qui correspond à votre objectif et commencez à vous entraîner dès aujourd’hui.',
  active: 'Actif',
  activeUntilEnd: 'Actif jusqu’à la fin de la période',
  subscription: 'Abonnement',
  since: (date) => `Depuis le ${date}`,
  accessEnds: (date) => `Accès jusqu’au ${date}`,
  progressOf: (program) => `Séances terminées de ${program}`,
  progress: (completed, total) => `${completed} séance${completed > 1 ? 's' : ''} terminée${completed > 1 ? 's' : ''} sur ${total}`,
  start: 'Commencer l’entraînement',
  train: (action, program) => `${action} : ${program}`,
  cancel: {
    button: 'Résilier l’abonnement',
    title: (program) => `Résilier votre abonnement à ${program} ?`,
    body: 'Vous gardez l’accès jusqu’à la fin de la période payée ; rien de plus n’est débité.',
    keep: 'Le garder',
    confirm: 'Résilier l’abonnement',
    done: 'Abonnement résilié',
    doneUntil: (date) => `Abonnement résilié : accès jusqu’au ${date}`,
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.ownedPrograms': ownedProgramsFr } satisfies Record<string, Words>;
