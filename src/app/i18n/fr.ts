/** French: the developers' pages of the app shell (src/app/i18n/en.ts). */
import type { Translation, Words } from '../../i18n/text';
import type { playgroundText, testComponentsText } from './en';

export const testComponentsFr: Translation<typeof testComponentsText.en> = {
  title: 'Composants de test',
  toasts: {
    title: 'Notifications',
    intro: (max) => `En haut à droite, 5000 ms par défaut, ${max} au plus à la fois : la plus ancienne part en premier.`,
    sampleTitle: (type) => `Une notification ${type}`,
    sampleMessage: (n) => `Notification de test ${n}`,
    show: (type) => `Afficher une notification ${type}`,
    showMany: (count) => `Afficher ${count} notifications`,
    withAction: (n) => `Notification de test ${n} avec une action`,
    undo: 'Annuler',
    undone: 'Annulé',
    showPersistent: 'Afficher une notification persistante avec une action',
    clear: 'Effacer les notifications',
  },
  copy: {
    title: 'Copier dans le presse-papiers',
    sample: 'Composants de test Sportlink : copié exprès',
    before: 'Copie',
    after: 'et le confirme par une notification pendant 2 s.',
    button: 'Copier le texte d’exemple',
  },
  connectivity: {
    title: 'Barre de connexion',
    intro: 'Chaque état avec des props fixes. La barre de l’application est en haut de cette page ; le bac à sable la simule.',
    offline: 'Hors ligne, avec des modifications en attente (rouge)',
    syncing: 'Synchronisation (bleu)',
    pendingFailed: 'Modifications en attente, certaines en échec (jaune)',
    failedOnly: 'Seulement des requêtes en échec (jaune)',
    synced: 'Tout est synchronisé (vert, fine)',
    collapsed: 'Tout est synchronisé, réduite (cliquez sur la bande pour l’ouvrir)',
    syncNowPressed: 'Synchroniser appuyé (barre d’exemple)',
    retryPressed: 'Réessayer les échecs appuyé (barre d’exemple)',
  },
  userMenu: {
    title: 'Menu utilisateur de l’en-tête',
    header: 'En-tête',
    signOutPressed: 'Se déconnecter appuyé (menu d’exemple)',
  },
  theme: {
    title: 'Thème',
    dark: 'Thème sombre',
    note: 'Le bouton flottant en bas à droite le bascule aussi ; le choix est conservé sous « theme ».',
  },
  errors: {
    title: 'Périmètre d’erreur',
    intro: 'Le bouton lève une erreur dans un périmètre : son écran de repli remplace cette section jusqu’à Réessayer (les détails ne s’affichent qu’en développement).',
    throw: 'Lever une erreur',
    showFallback: 'Afficher l’écran de repli avec les détails de développement',
    hideFallback: 'Masquer l’écran de repli avec les détails de développement',
  },
  sessionExpired: {
    title: 'Fenêtre Session expirée',
    intro: 'Un aperçu sur une session à part : après 5 s, ou sur son bouton, il déconnecte cette session et indique où il irait.',
    preview: 'Prévisualiser la fenêtre Session expirée',
    wouldOpen: (to) => `La fenêtre ouvrirait maintenant ${to}`,
  },
  accountDeactivated: 'Bandeau Compte désactivé',
  notFound: 'Page introuvable',
  typography: { title: 'Typographie', sample: 'Entraînez-vous à votre rythme' },
  palette: { title: 'Palette de couleurs', status: 'Couleurs d’état (les mêmes dans les deux thèmes)' },
};

export const playgroundFr: Translation<typeof playgroundText.en> = {
  title: 'Bac à sable',
  intro: 'Essayez les éléments de l’application avec vos propres valeurs. La galerie de tous les éléments est sur /test-components.',
  toast: {
    title: 'Composer une notification',
    type: 'Type',
    toastTitle: 'Titre',
    message: 'Message',
    defaultMessage: 'Votre programme a été enregistré',
    duration: 'Durée (ms)',
    persistent: 'Persistante',
    actionLabel: 'Libellé de l’action',
    actionHelp: 'Facultatif : un bouton sur la notification',
    pressed: (action) => `${action} appuyé`,
    show: 'Afficher la notification',
  },
  connectivity: {
    title: 'Simulateur de connexion',
    online: 'En ligne',
    syncing: 'Synchronisation',
    pending: 'Modifications en attente',
    failed: 'Requêtes en échec',
    simulatedFailure: (n) => `Échec simulé ${n}`,
    state: (state) => `État : ${state}`,
    apply: 'Appliquer à la barre de l’application',
    reset: 'Revenir à l’état du navigateur',
  },
  props: {
    title: 'Props des composants',
    component: 'Composant',
    variant: 'Variante',
    colour: 'Couleur',
    size: 'Taille',
    text: 'Texte',
    defaultText: 'S’inscrire',
    disabled: 'Désactivé',
    dark: 'Thème sombre',
    copy: 'Copier le JSX',
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'app.testComponents': testComponentsFr, 'app.playground': playgroundFr } satisfies Record<string, Words>;
