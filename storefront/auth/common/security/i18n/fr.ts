import type { Translation, Words } from '../../../../../src/i18n/text';
import type { securityText } from './en';

export const securityFr: Translation<typeof securityText.en> = {
  heading: 'Sécurité',
  sections: {
    twoFactor: 'Authentification à deux facteurs',
    sessions: 'Où vous êtes connecté',
    password: 'Changer le mot de passe',
    email: 'Changer l’adresse e-mail',
  },
  copy: { copy: 'Copier', copied: 'Copié', failed: 'Sélectionnez et copiez à la main' },
  twoFactor: {
    on: 'Activée',
    off: 'Désactivée',
    enabled: (left) =>
      `La connexion demande un code de votre application d’authentification. ${left} code${left > 1 ? 's' : ''} de secours restant${left > 1 ? 's' : ''}.`,
    disabled: 'Ajoutez une seconde étape à la connexion : un code d’une application d’authentification sur votre téléphone.',
    turnOn: 'Activer l’authentification à deux facteurs',
    turnOffHelp: 'Pour la désactiver, saisissez un code actuel de l’application (ou un code de secours).',
    code: 'Code',
    turnOff: 'Désactiver',
    codeRequired: 'Saisissez le code à 6 chiffres de votre application',
    scan: '1. Scannez ce code avec une application d’authentification (Google Authenticator, 1Password, Authy…).',
    qrCode: 'QR code pour votre application d’authentification',
    cantScan: 'Impossible de le scanner ? Saisissez plutôt cette clé dans l’application (basée sur le temps, 6 chiffres) :',
    copyKey: 'Copier la clé',
    enterCode: '2. Saisissez le code à 6 chiffres affiché par l’application.',
    codeFromApp: 'Code de l’application',
    verifyAndTurnOn: 'Vérifier et activer',
    recoveryCodes:
      'Voici vos codes de secours. Chacun vous connecte une fois quand votre téléphone n’est pas à portée de main. Conservez-les en lieu sûr dès maintenant : ils ne s’affichent qu’une seule fois.',
    copyCodes: 'Copier les codes',
    savedThem: 'Je les ai conservés',
  },
  sessions: {
    intro: 'Vous n’utilisez plus un appareil ? Mettez fin à sa session ici.',
    refresh: 'Actualiser',
    refreshSessions: 'Actualiser les sessions',
    table: 'Vos sessions',
    columns: { device: 'Appareil', ip: 'Adresse IP', signedIn: 'Connexion', lastUsed: 'Dernière utilisation', actions: 'Actions' },
    thisDevice: 'Cet appareil',
    signOut: 'Déconnecter',
    signOutDevice: (device, when) => `Déconnecter ${device}, connecté le ${when}`,
    signOutOthers: 'Déconnecter toutes les autres sessions',
    unknownDevice: 'Appareil inconnu',
    browserOn: (browser, os) => `${browser} sous ${os}`,
  },
  password: {
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    different: 'Choisissez un mot de passe différent de l’actuel',
    submit: 'Changer le mot de passe',
  },
  email: {
    new: 'Nouvelle adresse e-mail',
    currentPassword: 'Mot de passe actuel',
    same: 'C’est déjà votre adresse e-mail',
    now: (email) => `Actuelle : ${email}`,
    submit: 'Changer l’adresse e-mail',
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'auth.security': securityFr } satisfies Record<string, Words>;
