/** OAuth / OpenID Connect: the landing page (/login/oauth) and the developer page of the providers (/oauth-test). */
import { defineText } from '../../../../src/i18n/text';

export const oauthText = defineText('auth.oauth', {
  landing: {
    title: 'Signing you in',
    failedTitle: 'Sign-in did not complete',
    developers: 'For developers: the OAuth providers and their setup',
    noDetails: 'No sign-in details reached this page, so you are not signed in. Start again from the sign-in page.',
    explain:
      'This page finishes a sign-in with Google or another OpenID Connect provider. Signing in with an email and a password, or with a link by email, always works.',
    goToSignIn: 'Go to sign in',
  },
  providers: {
    title: 'OAuth providers',
    subtitle: 'A developer page: the sign-in address of each provider, for each role.',
    setup:
      'Each provider needs OpenID Connect configuration on the server (issuer or discovery URL, client id and secret, and this server’s callback address registered with the provider). Until then its sign-in address answers with an error instead of sending you to the provider.',
    /** Followed by the landing page's address. */
    landsAt: 'A finished sign-in comes back to',
    needs: (setup: string) => `Needs: ${setup}`,
    /** Each provider's name and what the server needs before it works, by its id (storefront/auth/oauth/providers.ts). */
    google: { name: 'Google', setup: 'A Google OAuth client: its client id and secret, with this server’s callback URL registered.' },
    oidc: {
      name: 'OpenID Connect (generic)',
      setup: 'Any OIDC provider: its issuer URL (discovery document), client id and secret, and OIDC_PROVIDER when it should not be called “oidc”.',
    },
  },
});
