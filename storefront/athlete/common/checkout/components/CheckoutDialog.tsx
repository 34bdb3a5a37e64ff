/**
 * The one checkout (requirements §A5, ADR 008), opened from the program page: a saved card (the default preselected) or a
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
import { isApiError } from '../../../../../src/api/errors';
import { normaliseCode } from '../../../../../src/domain/discounts';
import { checkoutText } from '../i18n/en';
import { commonText } from '../../../../../src/ui/i18n/en';
import { textOf, useText } from '../../../../../src/i18n/text';
import { formatMoney } from '../../../../../src/ui/format';
import { confirmCheckout } from '../api/confirm-checkout';
import { createCheckout, type Checkout, type CheckoutRequest } from '../api/create-checkout';
import { getCheckout } from '../api/get-checkout';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePriceQuote } from '../api/get-price-quote';
import { useSavedCards } from '../api/list-cards';
import { cardExpiry, cardLabel, EMPTY_CARD, toCardInput, validateCard, type CardFormErrors, type CardFormValues } from '../card-form';
import { cardModeOf, type StripeBridge } from '../card-mode';
import { settleCheckout } from '../checkout-flow';
import { perInterval, usePriceWords } from '../price-text';
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
  const t = useText(checkoutText);
  const common = useText(commonText);
  const w = usePriceWords();
  // What happened takes the focus (read at once, and Tab goes on from there): the next step, or the refusal.
  const stepRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step.kind !== 'form') stepRef.current?.focus();
  }, [step.kind]);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  // Until the athlete picks, the default card is selected (the first card without one; without saved cards, a new
  // card), following the cards as they are read: a list restored from the device and then read again (a card saved
  // a moment ago) moves the selection with it.
  const savedCards = cards.data ?? [];
  const preselected = cards.isSuccess ? (savedCards.find((c) => c.is_default)?.id ?? savedCards[0]?.id ?? NEW_CARD) : cards.isError ? NEW_CARD : null;
  const selected = choice ?? preselected;
  const newCard = selected === NEW_CARD;

  const q = quote.data;
  const typedCode = normaliseCode(codeText);
  const pricing = typedCode !== normaliseCode(code) || quote.isFetching;
  // A code not applied is either not a live code of this program (refused) or a valid one beaten by a better public
  // discount (the best price wins; the payment is at the price shown).
  const codeNotApplied = !!typedCode && !pricing && !!q && !q.code_applied;
  const codeProblem = codeNotApplied && !q.code_valid ? t.messages.codeInvalid : null;
  const codeNote = codeNotApplied && q.code_valid ? t.codeNotBetter : null;
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
    const message = err instanceof Error && err.message ? err.message : textOf(checkoutText).messages.declined;
    setError(message);
    setStep({ kind: 'form' });
    // A card saved on the way stays saved even when the payment fails; an owned program flips the page to Continue.
    void client.invalidateQueries({ queryKey: ['athlete'] });
    if (isApiError(err) && err.status === 409) void client.invalidateQueries({ queryKey: ['programs'] });
  };

  const pay = async () => {
    if (!q || codeProblem || pricing || busy) return;
    setError(null);
    // The price the athlete was shown: the server charges it or refuses (a discount that ran out meanwhile), never another.
    const body: CheckoutRequest = { program_id: program.id, expected_amount: q.final_price };
    if (typedCode && q.code_valid) body.code = typedCode;
    if (needsCard) {
      if (!newCard && selected) body.payment_method_id = selected;
      else if (mode === 'sandbox') {
        const found = validateCard(card, textOf(checkoutText).cardErrors);
        setCardErrors(found);
        if (Object.keys(found).length) return;
        body.card = toCardInput(card);
        body.save_card = saveCard;
      } else if (mode === 'stripe') {
        if (!bridgeRef.current) {
          setError(textOf(checkoutText).cardLoading);
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

  const money = (minor: number, currency: string) => formatMoney(minor, currency, w.locale);
  const amount = (c: Checkout) => money(c.amount, c.currency);
  const payLabel = !q
    ? t.pay
    : free
      ? t.free
      : program.pricing === 'subscription'
        ? t.subscribe(q.amount_off > 0 ? t.today(money(q.final_price, q.currency)) : perInterval(money(q.final_price, q.currency), program, w.facts))
        : t.payAmount(money(q.final_price, q.currency));

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="checkout-title">
      <DialogTitle id="checkout-title">{t.title}</DialogTitle>
      {step.kind === 'succeeded' ? (
        <>
          <DialogContent>
            <Stack ref={stepRef} tabIndex={-1} spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2, outline: 'none' }} data-testid="checkout-success">
              <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
              <Typography variant="h5" component="p">
                {t.success}
              </Typography>
              <Typography>
                {t.paid(program.title, amount(step.checkout), step.checkout.discount_amount > 0 ? money(step.checkout.discount_amount, step.checkout.currency) : null)}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{common.close}</Button>
            <Button variant="contained" component={RouterLink} to={OWNED_PATH}>
              {t.goToPrograms}
            </Button>
          </DialogActions>
        </>
      ) : step.kind === 'authenticate' ? (
        <>
          <DialogContent>
            <Stack ref={stepRef} tabIndex={-1} spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1, outline: 'none' }} data-testid="checkout-authentication" role="region" aria-label={t.authenticate}>
              <VerifiedUserIcon color="primary" sx={{ fontSize: 56 }} />
              <Typography variant="h6" component="h2">
                {t.authenticate}
              </Typography>
              <Typography>
                {t.bankAsks} <strong>{amount(step.checkout)}</strong> {t.bankAsksFor(program.title)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t.sandboxBank}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button color="error" variant="outlined" disabled={busy} onClick={() => void authenticate(step.checkout, false)}>
              {t.fail}
            </Button>
            <Button variant="contained" disabled={busy} onClick={() => void authenticate(step.checkout, true)} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
              {t.complete}
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
                <Alert ref={errorRef} tabIndex={-1} severity="error" role="alert" data-testid="checkout-error" sx={{ outline: 'none' }}>
                  <AlertTitle>{t.notCompleted}</AlertTitle>
                  {error}
                </Alert>
              )}
              <TextField
                label={t.discountCode}
                value={codeText}
                onChange={(e) => setCodeText(e.target.value.toUpperCase())}
                disabled={busy}
                error={!!codeProblem}
                helperText={codeProblem ?? codeNote ?? (codeApplied ? t.codeApplied(q?.discount?.code ?? typedCode) : t.optional)}
                slotProps={{
                  formHelperText: { sx: { color: codeApplied ? 'success.main' : undefined } },
                  input: { endAdornment: pricing && typedCode ? <InputAdornment position="end"><CircularProgress size={18} aria-label={t.checkingCode} /></InputAdornment> : undefined },
                }}
                size="small"
              />
              {q ? <PriceSummary quote={q} program={program} /> : quote.error ? <Alert severity="error">{quote.error.message}</Alert> : <Skeleton variant="rounded" height={72} />}
              {needsCard && (
                <>
                  <Divider />
                  <Box>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }} id="pay-with-label">
                      {t.payWith}
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
                                  {cardLabel(c, t.card.unnamed)}{' '}
                                  <Typography component="span" variant="body2" color="text.secondary">
                                    {t.savedCardDetails(cardExpiry(c), !!c.is_default)}
                                  </Typography>
                                </span>
                              }
                            />
                          ))}
                          <FormControlLabel value={NEW_CARD} disabled={busy} control={<Radio />} label={t.newCard} />
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
                          <FormControlLabel control={<Checkbox checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} disabled={busy} />} label={t.saveCard} />
                        )}
                      </Box>
                    )}
                  </Box>
                </>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <LockIcon fontSize="inherit" />
                {config.data?.provider === 'stripe' ? t.stripeNote : t.priceNote}
                {config.data ? ` ${t.refundWindow(config.data.refund_window_days)}` : ''}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              {common.cancel}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy || !q || pricing || !!codeProblem || (needsCard && (selected === null || (newCard && mode === 'unavailable')))}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <LockIcon />}
            >
              {busy ? t.processing : payLabel}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
