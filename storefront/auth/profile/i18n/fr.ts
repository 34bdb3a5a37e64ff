import type { Translation, Words } from '../../../../src/i18n/text';
import type { profileText } from './en';

export const profileFr: Translation<typeof profileText.en> = {
  heading: 'Votre compte',
  superAdmin: 'Super administrateur',
  states: { active: 'Actif', deactivated: 'Désactivé', pending_verification: 'En attente de confirmation de l’e-mail' },
  editPublicProfile: 'Modifier le profil public et la photo',
  details: {
    heading: 'Vos informations',
    intro: 'Votre nom tel que les autres le voient sur Sportlink.',
    save: 'Enregistrer',
    saved: 'Vos informations ont été enregistrées',
    queued: 'Vous êtes hors ligne : vos informations seront enregistrées dès votre retour en ligne',
  },
  preferences: {
    heading: 'Préférences',
    intro: 'Gardées avec votre compte, sur chaque appareil où vous vous connectez.',
    language: 'Langue',
    theme: 'Thème',
    units: 'Poids en',
    device: 'Comme cet appareil',
    light: 'Clair',
    dark: 'Sombre',
    kg: 'Kilogrammes (kg)',
    lb: 'Livres (lb)',
    mail: 'Me prévenir aussi par e-mail',
    mailIntro: 'Tout s’affiche dans vos notifications. Les e-mails sur la sécurité de votre compte sont toujours envoyés.',
    kinds: {
      purchase: 'Un programme que j’ai acheté',
      sale: 'Un de mes programmes a été acheté',
      refund: 'Les remboursements',
      access: 'L’accès à un programme donné ou retiré',
      chat: 'Les messages',
      post: 'Les nouvelles publications des coachs que je suis',
      comment: 'Les commentaires sur mes publications',
    },
    saved: 'Vos préférences ont été enregistrées',
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'auth.profile': profileFr } satisfies Record<string, Words>;
