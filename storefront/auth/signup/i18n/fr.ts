import type { Translation, Words } from '../../../../src/i18n/text';
import type { signupText } from './en';

export const signupFr: Translation<typeof signupText.en> = {
  invitationCode: 'Code d’invitation',
  invitationRequired: 'Saisissez le code d’invitation',
  submit: 'Créer mon compte',
  haveAccount: 'Vous avez déjà un compte ?',
  athlete: {
    title: 'Créez votre compte athlète',
    subtitle: 'Trouvez un programme conçu par un vrai coach et suivez chaque séance.',
    other: 'Vous êtes coach ? Inscrivez-vous comme coach',
  },
  trainer: {
    title: 'Créez votre compte coach',
    subtitle: 'Publiez des programmes, vendez-les et coachez vos athlètes.',
    other: 'Ici pour vous entraîner ? Inscrivez-vous comme athlète',
  },
  admin: {
    title: 'Créer un compte administrateur',
    subtitle: 'Les comptes administrateur nécessitent un code d’invitation des responsables de la plateforme.',
    haveAccount: 'Déjà administrateur ? Connectez-vous',
    submit: 'Créer le compte administrateur',
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'auth.signup': signupFr } satisfies Record<string, Words>;
