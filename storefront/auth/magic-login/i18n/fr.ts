import type { Translation, Words } from '../../../../src/i18n/text';
import type { magicLoginText } from './en';

export const magicLoginFr: Translation<typeof magicLoginText.en> = {
  title: 'Se connecter avec un lien',
  titleFor: { athlete: 'Connexion athlète par lien', trainer: 'Connexion coach par lien', admin: 'Connexion administrateur par lien' },
  subtitle: 'Pas besoin de mot de passe : nous vous envoyons par e-mail un lien qui vous connecte. Il ne sert qu’une fois, pendant 10 minutes.',
  noSuchRole: (role) => `Il n’existe pas de connexion « ${role} ». Choisissez athlete, trainer ou admin.`,
  getLink: 'Obtenir un lien de connexion',
  passwordInstead: 'Se connecter plutôt avec un mot de passe',
  openOnThisDevice: 'Ouvrez le lien sur cet appareil pour vous y connecter.',
  sendAnother: 'Envoyer un autre lien',
  submit: 'M’envoyer un lien de connexion',
  incomplete: 'Ce lien est incomplet. Ouvrez de nouveau le lien de l’e-mail, ou demandez-en un nouveau.',
  getNewLink: 'Obtenir un nouveau lien',
  withPassword: 'Se connecter avec un mot de passe',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'auth.magicLogin': magicLoginFr } satisfies Record<string, Words>;
