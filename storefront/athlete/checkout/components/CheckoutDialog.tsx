/**
 * The one checkout (DESIGN §5, ADR 008), opened from the program page: a saved card (the default preselected) or a
 * new card — the sandbox card form, or Stripe Elements when the server charges through Stripe and this build has a
 * publishable key — a discount code priced live by the server, then the payment. A card that asks for
 * authentication goes through Stripe.js (stripe) or the sandbox's own step (Complete / Fail). Declines show inline.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { isApiError } from '../../../../src/api/errors';
import { PAYMENT_MESSAGES } from '../../../../src/config/payments';
import { normaliseCode } from '../../../../src/domain/discounts';
import { formatMoney } from '../../../../src/ui/format';
import { confirmCheckout } from '../api/confirm-checkout';
import { createCheckout, type Checkout, type CheckoutRequest } from '../api/create-checkout';
import { getCheckout } from '../api/get-checkout';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePriceQuote } from '../api/get-price-quote';
import { useSavedCards } from '../api/list-cards';
import { cardExpiry, cardLabel, EMPTY_CARD, toCardInput, validateCard, type CardFormErrors, type CardFormValues } from '../card-form';
import { cardModeOf, type StripeBridge } from '../card-mode';
import { settleCheckout } from '../checkout-flow';
import { perInterval } from '../price-text';
import { CardDetails } from './CardDetails';
import { PriceSummary } from './PriceSummary';

export interface CheckoutProgram {
  id: number;
  title: string;
  pricing?: string | null;
  interval?: string | null;
}

interface Props {
  program: CheckoutProgram;
  open: boolean;
  onClose: () => void;
}

const NEW_CARD = 'new';
const OWNED_PATH = '/athlete/owned-programs';
const CODE_NOT_BETTER = 'This code does not lower the price further: the discount shown is the best you can get.';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The code as typed, settled for a moment before it is priced. */
function useSettled(value: string, ms = 350): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Step = { kind: 'form' } | { kind: 'authenticate'; checkout: Checkout } | { kind: 'succeeded'; checkout: Checkout };

export default function CheckoutDialog({ program, open, onClose }: Props) {
  const client = useQueryClient();
  const config = usePaymentConfig();
  const cards = useSavedCards(open);
  const mode = cardModeOf(config.data?.provider);
  const bridgeRef = useRef<StripeBridge | null>(null);

  const [codeText, setCodeText] = useState('');
  const code = useSettled(codeText);
  const quote = usePriceQuote(program.id, code);
  const [choice, setChoice] = useState<string | null>(null);
  const [card, setCard] = useState<CardFormValues>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardFormErrors>({});
  const [saveCard, setSaveCard] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The default card is preselected once the cards are known; without saved cards, a new card.
  const savedCards = cards.data ?? [];
  useEffect(() => {
    if (choice !== null || !cards.isSuccess) return;
    setChoice(cards.data.find((c) => c.is_default)?.id ?? cards.data[0]?.id ?? NEW_CARD);
  }, [choice, cards.isSuccess, cards.data]);
  const selected = choice ?? (cards.isError ? NEW_CARD : null);
  const newCard = selected === NEW_CARD;

  const q = quote.data;
  const typedCode = normaliseCode(codeText);
  const pricing = typedCode !== normaliseCode(code) || quote.isFetching;
  // A code not applied is either not a live code of this program (refused) or a valid one beaten by a better public
  // discount (the best price wins; the payment is at the price shown).
  const codeNotApplied = !!typedCode && !pricing && !!q && !q.code_applied;
  const codeProblem = codeNotApplied && !q.code_valid ? PAYMENT_MESSAGES.codeInvalid : null;
  const codeNote = codeNotApplied && q.code_valid ? CODE_NOT_BETTER : null;
  const codeApplied = !!typedCode && !pricing && !!q?.code_applied;
  // Nothing to charge: a one-time program discounted to zero (a subscription still needs a card for later periods).
  const free = q?.final_price === 0 && program.pricing !== 'subscription';
  const needsCard = !free;

  const refreshAfterPayment = () => {
    void client.invalidateQueries({ queryKey: ['athlete'] });
    void client.invalidateQueries({ queryKey: ['programs'] });
  };

  /** Follows a checkout to its end: succeeded, failed (thrown), or the sandbox's authentication step. */
  const settle = async (start: Checkout): Promise<void> => {
    const outcome = await settleCheckout(start, { mode, bridge: bridgeRef.current, confirm: confirmCheckout, get: getCheckout, sleep });
    if (outcome.kind === 'succeeded') refreshAfterPayment();
    setStep(outcome);
  };

  const fail = (err: unknown) => {
    const message = err instanceof Error && err.message ? err.message : PAYMENT_MESSAGES.declines.generic_decline;
    setError(message);
    setStep({ kind: 'form' });
    // A card saved on the way stays saved even when the payment fails; an owned program flips the page to Continue.
    void client.invalidateQueries({ queryKey: ['athlete'] });
    if (isApiError(err) && err.status === 409) void client.invalidateQueries({ queryKey: ['programs'] });
  };

  const pay = async () => {
    if (!q || codeProblem || pricing || busy) return;
    setError(null);
    const body: CheckoutRequest = { program_id: program.id };
    if (typedCode && q.code_valid) body.code = typedCode;
    if (needsCard) {
      if (!newCard && selected) body.payment_method_id = selected;
      else if (mode === 'sandbox') {
        const found = validateCard(card);
        setCardErrors(found);
        if (Object.keys(found).length) return;
        body.card = toCardInput(card);
        body.save_card = saveCard;
      } else if (mode === 'stripe') {
        if (!bridgeRef.current) {
          setError('The card field is still loading. Try again in a moment.');
          return;
        }
        setBusy(true);
        try {
          body.payment_method_id = await bridgeRef.current.createPaymentMethod();
        } catch (err) {
          setBusy(false);
          fail(err);
          return;
        }
        body.save_card = saveCard;
      } else return;
    }
    setBusy(true);
    try {
      await settle(await createCheckout(body));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const authenticate = async (checkout: Checkout, approve: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await settle(await confirmCheckout(checkout.id, { approve }));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    if (!busy) onClose();
  };

  const amount = (c: Checkout) => formatMoney(c.amount, c.currency);
  const payLabel = !q
    ? 'Pay'
    : free
      ? 'Get it for free'
      : program.pricing === 'subscription'
        ? `Subscribe: ${q.amount_off > 0 ? formatMoney(q.final_price, q.currency) + ' today' : perInterval(formatMoney(q.final_price, q.currency), program)}`
        : `Pay ${formatMoney(q.final_price, q.currency)}`;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="checkout-title">
      <DialogTitle id="checkout-title">Checkout</DialogTitle>
      {step.kind === 'succeeded' ? (
        <>
          <DialogContent>
            <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} data-testid="checkout-success">
              <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
              <Typography variant="h5" component="p">
                Payment successful
              </Typography>
              <Typography>
                {program.title} is yours. You paid {amount(step.checkout)}
                {step.checkout.discount_amount > 0 ? ` (you saved ${formatMoney(step.checkout.discount_amount, step.checkout.currency)})` : ''}.
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button variant="contained" component={RouterLink} to={OWNED_PATH}>
              Go to my programs
            </Button>
          </DialogActions>
        </>
      ) : step.kind === 'authenticate' ? (
        <>
          <DialogContent>
            <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }} data-testid="checkout-authentication" role="region" aria-label="Authenticate payment">
              <VerifiedUserIcon color="primary" sx={{ fontSize: 56 }} />
              <Typography variant="h6" component="h2">
                Authenticate payment
              </Typography>
              <Typography>
                Your bank asks you to confirm the payment of <strong>{amount(step.checkout)}</strong> for {program.title}.
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Sandbox: this stands in for your bank’s 3-D Secure page. Choose how the authentication ends.
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button color="error" variant="outlined" disabled={busy} onClick={() => void authenticate(step.checkout, false)}>
              Fail
            </Button>
            <Button variant="contained" disabled={busy} onClick={() => void authenticate(step.checkout, true)} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
              Complete
            </Button>
          </DialogActions>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void pay();
          }}
        >
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2.5}>
              <Typography variant="h6" component="h2">
                {program.title}
              </Typography>
              {error && (
                <Alert severity="error" role="alert" data-testid="checkout-error">
                  <AlertTitle>Payment not completed</AlertTitle>
                  {error}
                </Alert>
              )}
              <TextField
                label="Discount code"
                value={codeText}
                onChange={(e) => setCodeText(e.target.value.toUpperCase())}
                disabled={busy}
                error={!!codeProblem}
                helperText={codeProblem ?? codeNote ?? (codeApplied ? `Code ${q?.discount?.code ?? typedCode} applied` : 'Optional')}
                slotProps={{
                  formHelperText: { sx: { color: codeApplied ? 'success.main' : undefined } },
                  input: { endAdornment: pricing && typedCode ? <InputAdornment position="end"><CircularProgress size={18} aria-label="Checking the code" /></InputAdornment> : undefined },
                }}
                size="small"
              />
              {q ? <PriceSummary quote={q} program={program} /> : quote.error ? <Alert severity="error">{quote.error.message}</Alert> : <Skeleton variant="rounded" height={72} />}
              {needsCard && (
                <>
                  <Divider />
                  <Box>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }} id="pay-with-label">
                      Pay with
                    </Typography>
                    {config.error && <Alert severity="error">{config.error.message}</Alert>}
                    {cards.isPending && !cards.isError ? (
                      <Skeleton variant="rounded" height={48} />
                    ) : (
                      savedCards.length > 0 && (
                        <RadioGroup aria-labelledby="pay-with-label" value={selected ?? ''} onChange={(e) => setChoice(e.target.value)}>
                          {savedCards.map((c) => (
                            <FormControlLabel
                              key={c.id}
                              value={c.id}
                              disabled={busy}
                              control={<Radio />}
                              label={
                                <span>
                                  {cardLabel(c)}{' '}
                                  <Typography component="span" variant="body2" color="text.secondary">
                                    · expires {cardExpiry(c)}
                                    {c.is_default ? ' · default' : ''}
                                  </Typography>
                                </span>
                              }
                            />
                          ))}
                          <FormControlLabel value={NEW_CARD} disabled={busy} control={<Radio />} label="A new card" />
                        </RadioGroup>
                      )
                    )}
                    {config.data && (
                      <Box sx={{ mt: savedCards.length ? 1 : 0 }}>
                        <CardDetails
                          mode={mode}
                          bridgeRef={bridgeRef}
                          show={newCard}
                          values={card}
                          onChange={(v) => {
                            setCard(v);
                            setCardErrors({});
                          }}
                          errors={cardErrors}
                          testCards={config.data.test_cards}
                          disabled={busy}
                        />
                        {newCard && mode !== 'unavailable' && (
                          <FormControlLabel control={<Checkbox checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} disabled={busy} />} label="Save this card" />
                        )}
                      </Box>
                    )}
                  </Box>
                </>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <LockIcon fontSize="inherit" />
                {config.data?.provider === 'stripe' ? 'Card details go straight to Stripe; Sportlink never sees them.' : 'The server sets the price; you are charged exactly the total above.'}
                {config.data ? ` Refunds can be requested within ${config.data.refund_window_days} days.` : ''}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy || !q || pricing || !!codeProblem || (needsCard && (selected === null || (newCard && mode === 'unavailable')))}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <LockIcon />}
            >
              {busy ? 'Processing…' : payLabel}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
