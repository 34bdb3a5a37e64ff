import type { Translation, Words } from '../../../../src/i18n/text';
import type { authCommonText } from './en';

export const authCommonFr: Translation<typeof authCommonText.en> = {
  home: 'Accueil de Sportlink',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  email: 'E-mail',
  password: 'Mot de passe',
  signIn: 'Se connecter',
  backToSignIn: 'Retour à la connexion',
  signInAs: 'Se connecter en tant que',
  signingIn: 'Connexion en cours…',
  askNewLink: 'Demander un nouveau lien',
  audiences: { athlete: 'Athlète', trainer: 'Coach', admin: 'Admin' },
  sessionEnded: 'Votre session a pris fin.',
  passwordRule: (min) => `Au moins ${min} caractères, et pas un mot de passe courant.`,
  checks: {
    emailRequired: 'Saisissez votre adresse e-mail',
    emailInvalid: 'Saisissez une adresse e-mail valide',
    passwordRequired: 'Saisissez votre mot de passe',
    currentPasswordRequired: 'Saisissez votre mot de passe actuel',
    firstNameRequired: 'Saisissez votre prénom',
    lastNameRequired: 'Saisissez votre nom',
    tooLong: (max) => `${max} caractères au plus`,
    newPasswordRequired: 'Choisissez un mot de passe',
    passwordTooShort: (min) => `Utilisez au moins ${min} caractères`,
    confirmationRequired: 'Saisissez de nouveau le mot de passe',
    confirmationMismatch: 'Les mots de passe ne correspondent pas',
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'auth.common': authCommonFr } satisfies Record<string, Words>;
