import type { Translation, Words } from '../../../../src/i18n/text';
import type { payoutsText } from './en';

export const payoutsFr: Translation<typeof payoutsText.en> = {
  heading: 'Compte de versement',
  loading: 'Chargement de votre compte de versement',
  intro: 'Vos gains sont versés sur ce compte une fois sortis du délai de remboursement.',
  none: 'Pas encore de compte de versement. Vous pouvez vendre sans : vos gains vous attendent jusqu’à ce que vous le connectiez.',
  states: { details_needed: 'Informations requises', pending_verification: 'En vérification', enabled: 'Prêt pour les versements' },
  explain: {
    details_needed: 'Le prestataire de paiement a besoin d’informations supplémentaires avant de pouvoir vous payer.',
    pending_verification: 'Le prestataire de paiement vérifie vos informations. Cela ne prend en général que quelques instants.',
    enabled: 'Les versements sont faits sur ce compte selon le calendrier, ou quand vous le demandez depuis vos gains.',
  },
  missing: 'Encore requis :',
  checking: 'En cours de vérification :',
  requirement: {
    external_account: 'Un compte bancaire',
    'individual.dob.day': 'Votre date de naissance',
    'individual.first_name': 'Votre nom légal',
    'individual.id_number': 'Votre numéro d’identité',
    'individual.verification.document': 'Une pièce d’identité (le numéro donné n’a pas pu être vérifié)',
    'tos_acceptance.date': 'L’acceptation des conditions du prestataire',
  },
  bank: (last4) => `Compte bancaire se terminant par ${last4}`,
  provider: { stripe: 'Stripe', sandbox: 'Bac à sable (mode test)' },
  connect: 'Connecter un compte de versement',
  finish: 'Terminer la configuration',
  update: 'Modifier les coordonnées bancaires',
  opening: 'Ouverture du formulaire du prestataire…',
  returned: 'Vous êtes de retour du prestataire de paiement.',
  refresh: 'Le lien de configuration a expiré. Reprenez là où vous en étiez :',
  earnings: 'Voir vos gains',
  setup: {
    title: 'Configurer votre compte de versement',
    sandbox: 'Prestataire bac à sable (mode test) : aucun argent réel ne circule. Utilisez ces valeurs de test, comme en mode test Stripe.',
    legalName: 'Nom légal',
    dateOfBirth: 'Date de naissance',
    idNumber: 'Numéro d’identité',
    idHint: '000000000 est vérifié aussitôt ; 111111111 échoue à la vérification ; tout autre numéro est d’abord vérifié.',
    bankAccount: 'Numéro de compte bancaire',
    bankHint: '000123456789 reçoit les versements ; 000111111116 les fait échouer.',
    submit: 'Envoyer',
    submitting: 'Envoi…',
    cancel: 'Retour à mon profil',
    noLink: 'Cette page s’ouvre depuis le bouton « Connecter un compte de versement » de votre profil.',
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'trainer.payouts': payoutsFr } satisfies Record<string, Words>;
