/** French: the spec's messages (src/config/i18n/en.ts). */
import { count } from '../../i18n/plural';
import type { Translation, Words } from '../../i18n/text';
import type { MESSAGES } from '../messages';

export const messages: Translation<typeof MESSAGES> = {
  tableIdRequired: 'table, id est requis.',
  tableRequired: 'table est requis.',
  tableFilterRequired: 'table et filter sont requis.',
  conditionRequired: 'condition est requise.',
  endpointRequired: 'options.endpoint est un champ requis',
  queueFull: 'La file d’attente est pleine',
  httpError: (status: number) => `Erreur HTTP ! statut : ${status}`,
  defaultError: 'Une erreur est survenue',
  withReference: (message: string, requestId: string) => `${message} (référence ${requestId.slice(0, 8)})`,
  tokenExpired: 'TOKEN_EXPIRED',
  accountDeactivated: 'Votre compte a été désactivé par un administrateur. Vous pouvez consulter le contenu mais pas agir.',
  sessionExpiredTitle: 'Session expirée',
  sessionExpiredBody: 'Votre session a expiré. Redirection vers la page de connexion dans un instant.',
  sessionExpiredButton: 'Compris, merci !',
  errorFallbackTitle: 'Oups ! Quelque chose s’est mal passé.',
  errorFallbackBody: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  errorFallbackRetry: 'Réessayer',
  connectivityOffline: (n: number) =>
    `Vous êtes hors ligne. ${count('fr', n, { one: '# modification sera synchronisée', other: '# modifications seront synchronisées' })} au retour de la connexion`,
  connectivityPending: (n: number) => `${count('fr', n, { one: '# modification', other: '# modifications' })} en attente de synchronisation`,
  connectivitySyncing: 'Synchronisation de vos modifications...',
  connectivitySynced: 'Toutes les modifications sont synchronisées',
  connectivitySyncErrors: (n: number) => count('fr', n, { one: '# erreur de synchronisation', other: '# erreurs de synchronisation' }),
  syncNow: 'Synchroniser',
  retryFailed: 'Réessayer les échecs',
  backOnline: 'De retour en ligne',
  offlineModeTitle: 'Mode hors ligne',
  offlineModeBody: 'Vous êtes hors ligne. Les modifications sont enregistrées sur cet appareil.',
  requestQueued: 'Requête en attente de synchronisation',
  savedLocally: (operation: 'create' | 'update' | 'delete') =>
    `${{ create: 'Créé', update: 'Modifié', delete: 'Supprimé' }[operation]} sur cet appareil, synchronisé au retour de la connexion`,
  syncCompleteTitle: 'Synchronisation terminée',
  syncCompleteBody: (n: number) => `${count('fr', n, { one: '# modification synchronisée', other: '# modifications synchronisées' })}.`,
  syncFailed: 'Échec de la synchronisation',
  offlineServiceError: 'Erreur du service hors ligne',
  cachedDataOffline: 'Données en cache (hors ligne)',
  copiedToClipboard: 'Copié dans le presse-papiers',
  copyFailed: 'Impossible de copier : sélectionnez le texte et copiez-le à la main',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { messages: messages } satisfies Record<string, Words>;
