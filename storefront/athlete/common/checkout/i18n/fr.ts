import type { Translation, Words } from '../../../../../src/i18n/text';
import type { checkoutText } from './en';

const FIRST: Record<string, string> = { month: 'pour le premier mois', year: 'pour la première année' };
/** What the sandbox says its test cards do (the server's English words). */
const OUTCOMES: Record<string, string> = {
  Succeeds: 'Acceptée',
  'Succeeds (Mastercard)': 'Acceptée (Mastercard)',
  Declined: 'Refusée',
  'Insufficient funds': 'Fonds insuffisants',
  'Asks for authentication': 'Demande une authentification',
};

export const checkoutFr: Translation<typeof checkoutText.en> = {
  title: 'Paiement',
  discountCode: 'Code de réduction',
  optional: 'Facultatif',
  codeApplied: (code) => `Code ${code} appliqué`,
  checkingCode: 'Vérification du code',
  codeNotBetter: 'Ce code ne fait pas baisser le prix davantage : la remise affichée est la meilleure possible.',
  payWith: 'Payer avec',
  savedCardDetails: (expiry, isDefault) => `· expire le ${expiry}${isDefault ? ' · par défaut' : ''}`,
  newCard: 'Une nouvelle carte',
  saveCard: 'Enregistrer cette carte',
  stripeNote: 'Les données de carte vont directement à Stripe ; Sportlink ne les voit jamais.',
  priceNote: 'Le serveur fixe le prix : vous payez exactement le total ci-dessus.',
  refundWindow: (days) => `Un remboursement peut être demandé dans les ${days} jours.`,
  pay: 'Payer',
  payAmount: (amount) => `Payer ${amount}`,
  free: 'L’obtenir gratuitement',
  subscribe: (price) => `S’abonner : ${price}`,
  today: (amount) => `${amount} aujourd’hui`,
  processing: 'Traitement…',
  notCompleted: 'Paiement non effectué',
  cardLoading: 'Le champ de carte est encore en chargement. Réessayez dans un instant.',
  stillProcessing: 'Votre paiement est toujours en cours de traitement. Il apparaîtra dans vos programmes dès que l’émetteur de la carte l’aura confirmé.',
  success: 'Paiement réussi',
  paid: (program, amount, saved) => `${program} est à vous. Vous avez payé ${amount}${saved ? ` (vous avez économisé ${saved})` : ''}.`,
  goToPrograms: 'Voir mes programmes',
  authenticate: 'Authentifier le paiement',
  bankAsks: 'Votre banque vous demande de confirmer le paiement de',
  bankAsksFor: (program) => `pour ${program}.`,
  sandboxBank: 'Bac à sable : ceci remplace la page 3-D Secure de votre banque. Choisissez comment l’authentification se termine.',
  fail: 'Échouer',
  complete: 'Valider',
  price: 'Prix',
  total: 'Total',
  percentOff: (percent) => `${percent} % de remise`,
  amountOff: (amount) => `${amount} de remise`,
  discount: (off, code, until) => `${off}${code ? ` avec ${code}` : ''}${until ? ` jusqu’au ${until}` : ''}`,
  firstPeriod: (interval, then) => `${FIRST[interval] ?? `pour la première période (${interval})`}, puis ${then}`,
  card: {
    number: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvc: 'Cryptogramme',
    testCards: 'Bac à sable : aucune vraie carte n’est débitée. Choisissez une carte de test pour remplir le formulaire :',
    testCardOutcome: (outcome) => OUTCOMES[outcome] ?? outcome,
    useTestCard: (number, outcome) => `Utiliser la carte de test ${number} · ${outcome}`,
    loading: 'Chargement du champ de carte',
    noStripeKey: 'La saisie de carte n’est pas configurée dans cette version (pas de clé publique Stripe). Payez avec une carte enregistrée, ou réessayez plus tard.',
    unnamed: 'Carte',
  },
  cardErrors: {
    numberRequired: 'Saisissez le numéro de carte',
    numberInvalid: 'Ce numéro de carte n’est pas valide',
    expiryRequired: 'Saisissez la date d’expiration',
    expiryFormat: 'Utilisez le format MM/AA',
    expired: 'Cette carte a expiré',
    cvc: 'Saisissez les 3 ou 4 chiffres au dos de la carte',
  },
  messages: {
    codeInvalid: 'Ce code ne s’applique pas à ce programme',
    declined: 'Votre carte a été refusée.',
    authenticationFailed: 'Nous ne parvenons pas à authentifier votre moyen de paiement. Choisissez-en un autre et réessayez.',
    cardRequired: 'Choisissez une carte enregistrée ou saisissez une carte',
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.checkout': checkoutFr } satisfies Record<string, Words>;
