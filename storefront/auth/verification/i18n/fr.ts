import type { Translation, Words } from '../../../../src/i18n/text';
import type { verificationText } from './en';

export const verificationFr: Translation<typeof verificationText.en> = {
  sent: {
    title: 'Consultez vos e-mails',
    sentTo: 'Nous avons envoyé un lien de confirmation à',
    sentToYou: 'Nous vous avons envoyé un lien de confirmation.',
    openIt: 'Ouvrez-le pour confirmer votre adresse, puis connectez-vous. Le lien est valable 24 heures.',
    nothingArrived: 'Rien reçu après quelques minutes ? Regardez dans vos courriers indésirables, ou renvoyez le lien.',
    resend: 'Renvoyer le lien',
  },
  verify: {
    title: 'Confirmez votre adresse e-mail',
    incomplete: 'Ce lien est incomplet. Ouvrez de nouveau le lien de l’e-mail de confirmation.',
    confirming: 'Confirmation de votre adresse…',
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'auth.verification': verificationFr } satisfies Record<string, Words>;
