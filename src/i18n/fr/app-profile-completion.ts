/** French: what both profile-completion forms share (src/i18n/en/app-profile-completion.ts). */
import type { profileCompletionText } from '../en/app-profile-completion';
import type { Translation } from '../text';

export const profileCompletionFr: Translation<typeof profileCompletionText.en> = {
  pendingTitle: 'Complétez votre profil',
  editTitle: 'Votre profil',
  pendingNotice: 'Vous pouvez déjà parcourir la boutique ; l’achat de programmes et vos propres pages s’ouvrent dès que votre profil est complet.',
  browsing: 'Complétez votre profil pour acheter des programmes et ouvrir vos propres pages.',
  finish: 'Compléter mon profil',
  photo: {
    preview: 'Votre photo',
    upload: 'Ajouter une photo',
    change: 'Changer de photo',
    remove: 'Retirer la photo',
    uploading: 'Envoi en cours…',
    hint: 'Une photo nette de votre visage : JPEG, PNG, WebP ou GIF.',
  },
};
