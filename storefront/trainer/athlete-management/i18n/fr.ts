import type { Translation, Words } from '../../../../src/i18n/text';
import type { athletesText, athleteTrainingText, scheduleText } from './en';

export const athletesFr: Translation<typeof athletesText.en> = {
  heading: 'Vos athlètes',
  schedule: 'Planifier une séance',
  program: 'Programme',
  allPrograms: 'Tous les programmes',
  loading: 'Chargement de vos athlètes',
  table: 'Athlètes',
  columns: { athlete: 'Athlète', program: 'Programme', enrolled: 'Inscrit le', lastActivity: 'Dernière activité', progress: 'Progression', access: 'Accès', actions: 'Actions' },
  noWorkoutYet: 'Aucune séance pour l’instant',
  progressLabel: (done, total) => `${done} séances terminées sur ${total}`,
  progress: (done, total) => `${done} / ${total} séances`,
  status: { active: 'Actif', refunded: 'Remboursé', cancelled: 'Annulé' },
  scheduleWith: (name) => `Planifier une séance avec ${name}`,
  scheduleShort: 'Planifier',
  removeAccess: 'Retirer l’accès',
  empty: 'Aucun athlète inscrit pour l’instant.',
  removeTitle: (name) => `Retirer l’accès de ${name} ?`,
  removeBody: (program) => `Cette personne perd dès maintenant l’accès à ${program} et en est informée. Son historique de séances est conservé. Cela ne rembourse pas l’achat.`,
  reason: 'Message à l’athlète (facultatif)',
  removed: (name, program) => `${name} n’a plus accès à ${program}`,
};

export const scheduleFr: Translation<typeof scheduleText.en> = {
  title: 'Planifier une séance',
  defaultTitle: 'Séance de coaching',
  created: (title) => `${title} est dans l’agenda ; les invitations sont en route`,
  icsDownloaded: 'session.ics téléchargé : ouvrez-le pour ajouter la séance à votre agenda',
  added: (title, people) => `${title} a été ajoutée à Google Agenda pour ${people} personnes.`,
  openEvent: 'Ouvrir l’événement',
  downloadIcs: 'Télécharger le fichier .ics',
  sessionTitle: 'Titre',
  starts: 'Début',
  localTime: 'Votre heure locale',
  duration: 'Durée',
  minutes: (m) => (m < 60 ? `${m} minutes` : m === 60 ? '1 heure' : `${String(m / 60).replace('.', ',')} heures`),
  athletes: 'Athlètes',
  invited: 'Ils sont invités par e-mail ; vous l’êtes aussi.',
  where: 'Lieu (facultatif)',
  wherePlaceholder: 'Salle de sport, ou un lien de visioconférence',
  notes: 'Notes (facultatif)',
  submit: 'Ajouter à Google Agenda',
  rules: {
    titleRequired: 'Donnez un titre à la séance',
    startInvalid: 'Indiquez quand la séance commence',
    endInvalid: 'Indiquez quand la séance se termine',
    endBeforeStart: 'La séance doit se terminer après son début',
    tooLong: (hours) => `Une séance dure au plus ${hours} heures`,
  },
};

export const athleteTrainingFr: Translation<typeof athleteTrainingText.en> = {
  open: 'Entraînement',
  openFor: (name) => `Entraînement de ${name}`,
  title: (name, program) => `${name} · ${program}`,
  loading: 'Chargement de l’entraînement',
  close: 'Fermer',
  compliance: 'Séances par semaine',
  complianceSummary: (done, weeks, plan) => `${done} terminées sur les ${weeks} dernières semaines · le plan : ${plan} par semaine`,
  week: (week, done, plan) => `Semaine du ${week} : ${done} faites, ${plan} prévues`,
  workouts: 'Séances enregistrées',
  noLogs: 'Aucune séance enregistrée pour l’instant.',
  workoutOf: (phase, workout) => `${phase} · ${workout}`,
  notFinished: 'Non terminée',
  completed: 'Terminée',
  prescribed: 'Prescrit',
  logged: 'Fait',
  nothingLogged: 'Rien d’enregistré',
  notPrescribed: 'Hors de la séance',
  reps: (n) => (n > 1 ? `${n} répétitions` : `${n} répétition`),
  note: 'Note de l’athlète',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'trainer.athletes': athletesFr, 'trainer.schedule': scheduleFr, 'trainer.athleteTraining': athleteTrainingFr } satisfies Record<string, Words>;
