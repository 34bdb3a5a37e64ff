import type { profileText } from '../../en/auth/profile';
import type { Translation } from '../../text';

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
};
