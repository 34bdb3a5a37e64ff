import type { Translation, Words } from '../../../../src/i18n/text';
import type { passwordResetText } from './en';

export const passwordResetFr: Translation<typeof passwordResetText.en> = {
  forgot: {
    title: 'Mot de passe oublié ?',
    subtitle: 'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien de réinitialisation',
    anotherEmail: 'Utiliser une autre adresse',
  },
  reset: {
    title: 'Choisissez un nouveau mot de passe',
    incomplete: 'Ce lien est incomplet. Ouvrez de nouveau le lien de l’e-mail de réinitialisation, ou demandez-en un nouveau.',
    changed: 'Mot de passe modifié',
    newLink: 'Nouveau lien',
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmez le nouveau mot de passe',
    submit: 'Changer le mot de passe',
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'auth.passwordReset': passwordResetFr } satisfies Record<string, Words>;
