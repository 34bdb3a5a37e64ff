import type { Translation, Words } from '../../../../../src/i18n/text';
import type { loginText } from './en';

export const loginFr: Translation<typeof loginText.en> = {
  title: 'Connexion',
  subtitle: 'Bon retour parmi nous. Entraînez-vous, coachez et suivez vos progrès.',
  adminTitle: 'Connexion administrateur',
  adminSubtitle: 'Pour les personnes qui font tourner Sportlink.',
  adminSignup: 'Vous avez une invitation ? Créez un compte administrateur',
  memberSignIn: 'Athlète ou coach ? Connectez-vous ici',
  newHere: 'Nouveau sur Sportlink ?',
  joinAsAthlete: 'Inscrivez-vous comme athlète',
  or: 'ou',
  asTrainer: 'comme coach',
  adminSignIn: 'Connexion administrateur',
  sendAgain: 'Le renvoyer',
  remember: 'Rester connecté',
  forgot: 'Mot de passe oublié ?',
  submit: 'Se connecter',
  magicLink: 'M’envoyer un lien de connexion',
  twoFactor: {
    title: 'Vérification en deux étapes',
    intro: 'Saisissez le code à 6 chiffres de votre application d’authentification. Pas de téléphone sous la main ? Utilisez plutôt l’un de vos codes de secours.',
    code: 'Code',
    codeHelp: 'Un code de l’application, ou un code de secours comme abcd-1234',
    codeRequired: 'Saisissez le code à 6 chiffres, ou un code de secours',
    verify: 'Vérifier',
    startOver: 'Recommencer',
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'auth.login': loginFr } satisfies Record<string, Words>;
