/**
 * Stripe Elements, loaded lazily: the only module that imports Stripe's libraries, so Stripe.js is fetched only
 * when the server's provider is stripe and this build has a publishable key. It shows the card field (when `show`)
 * and lends the checkout a bridge to create a PaymentMethod and run a card's authentication.
 */
import { useEffect, type RefObject } from 'react';
import { Box, useTheme } from '@mui/material';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { checkoutText } from '../i18n/en';
import { textOf } from '../../../../../src/i18n/text';
import type { StripeBridge } from '../card-mode';

let stripePromise: Promise<Stripe | null> | null = null;
let stripeKey: string | null = null;

/** One Stripe.js instance per key (loadStripe must not run on every render). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  if (!stripePromise || stripeKey !== publishableKey) {
    stripeKey = publishableKey;
    stripePromise = loadStripe(publishableKey);
  }
  return stripePromise;
}

interface Props {
  publishableKey: string;
  bridgeRef: RefObject<StripeBridge | null>;
  /** Show the card field (a saved card needs only the bridge, for authentication). */
  show: boolean;
  disabled?: boolean;
}

function Bridge({ bridgeRef, show, disabled }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  useEffect(() => {
    if (!stripe || !elements) return;
    bridgeRef.current = {
      async createPaymentMethod() {
        const card = elements.getElement(CardElement);
        if (!card) throw new Error(textOf(checkoutText).messages.cardRequired);
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
        if (error || !paymentMethod) throw new Error(error?.message ?? textOf(checkoutText).messages.declined);
        return paymentMethod.id;
      },
      async handleNextAction(clientSecret) {
        // A failed authentication is reported by the server's confirm (a 402 with the message), which runs next either way.
        await stripe.handleNextAction({ clientSecret });
      },
    };
    return () => {
      bridgeRef.current = null;
    };
  }, [stripe, elements, bridgeRef]);
  if (!show) return null;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1.75 }} data-testid="stripe-card-element">
      <CardElement
        options={{
          disabled,
          hidePostalCode: true,
          style: {
            base: { color: theme.palette.text.primary, fontSize: '16px', fontFamily: theme.typography.fontFamily, '::placeholder': { color: theme.palette.text.secondary } },
            invalid: { color: theme.palette.error.main },
          },
        }}
      />
    </Box>
  );
}

export default function StripeCardElement({ publishableKey, ...rest }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <Bridge {...rest} />
    </Elements>
  );
}
