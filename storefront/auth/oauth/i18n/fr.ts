import type { Translation, Words } from '../../../../src/i18n/text';
import type { oauthText } from './en';

export const oauthFr: Translation<typeof oauthText.en> = {
  landing: {
    title: 'Connexion en cours',
    failedTitle: 'La connexion n’a pas abouti',
    developers: 'Pour les développeurs : les fournisseurs OAuth et leur configuration',
    noDetails: 'Aucune information de connexion n’est parvenue à cette page : vous n’êtes donc pas connecté. Recommencez depuis la page de connexion.',
    explain:
      'Cette page termine une connexion avec Google ou un autre fournisseur OpenID Connect. La connexion avec une adresse e-mail et un mot de passe, ou avec un lien par e-mail, fonctionne toujours.',
    goToSignIn: 'Aller à la connexion',
  },
  providers: {
    title: 'Fournisseurs OAuth',
    subtitle: 'Une page pour les développeurs : l’adresse de connexion de chaque fournisseur, pour chaque rôle.',
    setup:
      'Chaque fournisseur a besoin d’une configuration OpenID Connect sur le serveur (URL de l’émetteur ou de découverte, identifiant et secret du client, et l’adresse de retour de ce serveur enregistrée chez le fournisseur). D’ici là, son adresse de connexion répond par une erreur au lieu de vous envoyer chez le fournisseur.',
    landsAt: 'Une connexion terminée revient à',
    needs: (setup) => `Nécessite : ${setup}`,
    google: { name: 'Google', setup: 'Un client OAuth Google : son identifiant et son secret, avec l’URL de retour de ce serveur enregistrée.' },
    oidc: {
      name: 'OpenID Connect (générique)',
      setup: 'N’importe quel fournisseur OIDC : l’URL de son émetteur (document de découverte), l’identifiant et le secret du client, et OIDC_PROVIDER s’il ne doit pas s’appeler « oidc ».',
    },
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'auth.oauth': oauthFr } satisfies Record<string, Words>;
