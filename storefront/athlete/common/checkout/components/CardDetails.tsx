/**
 * A new card, behind one component: the sandbox card form (number, MM/YY, CVC, with the sandbox's test cards listed
 * and clickable to fill) or Stripe Elements (loaded lazily, only in `stripe` mode). Used by the checkout and by
 * "Add a card" on the profile.
 */
import { lazy, Suspense, useRef, type RefObject } from 'react';
import { Alert, Box, Chip, Skeleton, Stack, TextField, Typography } from '@mui/material';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { checkoutText } from '../i18n/en';
import { useText } from '../../../../../src/i18n/text';
import { STRIPE_PUBLISHABLE_KEY, type CardMode, type StripeBridge } from '../card-mode';
import { fillTestCard, formatCardNumber, formatExpiry, type CardFormErrors, type CardFormValues } from '../card-form';

const StripeCardElement = lazy(() => import('./StripeCardElement'));

export interface TestCardHint {
  number: string;
  outcome: string;
}

interface SandboxProps {
  values: CardFormValues;
  onChange: (values: CardFormValues) => void;
  errors: CardFormErrors;
  testCards: readonly TestCardHint[];
  disabled?: boolean;
}

function SandboxCardFields({ values, onChange, errors, testCards, disabled }: SandboxProps) {
  const previousExpiry = useRef(values.expiry);
  const t = useText(checkoutText).card;
  return (
    <Stack spacing={2} data-testid="sandbox-card-form">
      <TextField
        label={t.number}
        value={values.number}
        onChange={(e) => onChange({ ...values, number: formatCardNumber(e.target.value) })}
        error={!!errors.number}
        helperText={errors.number}
        disabled={disabled}
        autoComplete="cc-number"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 }, input: { startAdornment: <CreditCardIcon color="action" sx={{ mr: 1 }} /> } }}
        fullWidth
      />
      <Stack direction="row" spacing={2}>
        <TextField
          label={t.expiry}
          placeholder={t.expiryPlaceholder}
          value={values.expiry}
          onChange={(e) => {
            const deleting = e.target.value.length < previousExpiry.current.length;
            const expiry = formatExpiry(e.target.value, deleting);
            previousExpiry.current = expiry;
            onChange({ ...values, expiry });
          }}
          error={!!errors.expiry}
          helperText={errors.expiry}
          disabled={disabled}
          autoComplete="cc-exp"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          fullWidth
        />
        <TextField
          label={t.cvc}
          value={values.cvc}
          onChange={(e) => onChange({ ...values, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })}
          error={!!errors.cvc}
          helperText={errors.cvc}
          disabled={disabled}
          autoComplete="cc-csc"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          fullWidth
        />
      </Stack>
      {testCards.length > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary" id="test-cards-label" sx={{ mb: 0.5 }}>
            {t.testCards}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-labelledby="test-cards-label">
            {testCards.map((card) => (
              <Chip
                key={card.number}
                size="small"
                variant={values.number === card.number ? 'filled' : 'outlined'}
                color={values.number === card.number ? 'primary' : 'default'}
                label={`${card.number} · ${t.testCardOutcome(card.outcome)}`}
                aria-label={t.useTestCard(card.number, t.testCardOutcome(card.outcome))}
                onClick={
                  disabled
                    ? undefined
                    : () => {
                        const filled = fillTestCard(values, card.number);
                        previousExpiry.current = filled.expiry;
                        onChange(filled);
                      }
                }
                sx={{ fontFamily: 'monospace' }}
              />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

export interface CardDetailsProps extends SandboxProps {
  mode: CardMode;
  /** Filled by the Stripe part once Stripe.js is ready (stripe mode only). */
  bridgeRef: RefObject<StripeBridge | null>;
  /** Show the card fields; in stripe mode Elements stays mounted (hidden) so a saved card can still authenticate. */
  show: boolean;
}

export function CardDetails({ mode, bridgeRef, show, ...sandbox }: CardDetailsProps) {
  const t = useText(checkoutText).card;
  if (mode === 'stripe') {
    return (
      <Suspense fallback={show ? <Skeleton variant="rounded" height={48} aria-label={t.loading} /> : null}>
        <StripeCardElement publishableKey={STRIPE_PUBLISHABLE_KEY!} bridgeRef={bridgeRef} show={show} disabled={sandbox.disabled} />
      </Suspense>
    );
  }
  if (!show) return null;
  if (mode === 'unavailable') return <Alert severity="warning">{t.noStripeKey}</Alert>;
  return <SandboxCardFields {...sandbox} />;
}
