/**
 * "Saved cards" on the athlete's profile: the cards kept at the card provider (default first), made default,
 * removed after confirming, or added with the same card form as the checkout (sandbox form or Stripe Elements).
 */
import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddCardIcon from '@mui/icons-material/AddCard';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteIcon from '@mui/icons-material/Delete';
import { showToast } from '../../../../src/ui/toasts';
import { billingText } from '../i18n/en';
import { checkoutText } from '../../common/checkout/i18n/en';
import { commonText } from '../../../../src/ui/i18n/en';
import { textOf, useText } from '../../../../src/i18n/text';
import { useAddCard, type CardInput } from '../../common/checkout/api/add-card';
import { usePaymentConfig } from '../../common/checkout/api/get-payment-config';
import { useSavedCards, type SavedCard } from '../../common/checkout/api/list-cards';
import { useRemoveCard } from '../../common/checkout/api/remove-card';
import { useSetDefaultCard } from '../../common/checkout/api/set-default-card';
import { cardExpiry, cardLabel, EMPTY_CARD, toCardInput, validateCard, type CardFormErrors, type CardFormValues } from '../../common/checkout/card-form';
import { cardModeOf, type StripeBridge } from '../../common/checkout/card-mode';
import { CardDetails } from '../../common/checkout/components/CardDetails';

function AddCardDialog({ first, onClose }: { first: boolean; onClose: () => void }) {
  const config = usePaymentConfig();
  const mode = cardModeOf(config.data?.provider);
  const bridgeRef = useRef<StripeBridge | null>(null);
  const add = useAddCard();
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [makeDefault, setMakeDefault] = useState(first);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useText(billingText).cards;
  const common = useText(commonText);

  const submit = async () => {
    setError(null);
    let body: CardInput;
    if (mode === 'sandbox') {
      const found = validateCard(values, textOf(checkoutText).cardErrors);
      setErrors(found);
      if (Object.keys(found).length) return;
      body = { card: toCardInput(values), make_default: makeDefault };
    } else if (mode === 'stripe' && bridgeRef.current) {
      setBusy(true);
      try {
        body = { payment_method_id: await bridgeRef.current.createPaymentMethod(), make_default: makeDefault };
      } catch (err) {
        setBusy(false);
        setError(err instanceof Error ? err.message : String(err));
        return;
      }
    } else return;
    setBusy(true);
    add.mutate(body, {
      onSuccess: (card) => {
        showToast({ type: 'success', message: textOf(billingText).cards.saved(cardLabel(card, textOf(checkoutText).card.unnamed)) });
        onClose();
      },
      onError: (err) => setError(err.message),
      onSettled: () => setBusy(false),
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="add-card-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="add-card-title">{t.addTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {config.error && <Alert severity="error">{config.error.message}</Alert>}
            {config.data ? (
              <CardDetails
                mode={mode}
                bridgeRef={bridgeRef}
                show
                values={values}
                onChange={(v) => {
                  setValues(v);
                  setErrors({});
                }}
                errors={errors}
                testCards={config.data.test_cards}
                disabled={busy}
              />
            ) : (
              !config.error && <Skeleton variant="rounded" height={120} />
            )}
            <FormControlLabel control={<Checkbox checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} disabled={busy || first} />} label={t.useAsDefault} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || mode === 'unavailable' || !config.data} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function SavedCardsSection() {
  const cards = useSavedCards();
  const setDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<SavedCard | null>(null);
  const list = cards.data ?? [];
  const t = useText(billingText).cards;
  const common = useText(commonText);
  const unnamed = useText(checkoutText).card.unnamed;
  const label = (c: SavedCard) => cardLabel(c, unnamed);

  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="saved-cards-heading">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2" id="saved-cards-heading">
            {t.heading}
          </Typography>
          <Button startIcon={<AddCardIcon />} onClick={() => setAdding(true)}>
            {t.add}
          </Button>
        </Stack>
        {cards.error && <Alert severity="error">{cards.error.message}</Alert>}
        {cards.isPending && <Skeleton variant="rounded" height={56} />}
        {cards.data && list.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
        {list.length > 0 && (
          <List disablePadding aria-label={t.list}>
            {list.map((c) => (
              <ListItem
                key={c.id}
                divider
                disableGutters
                data-testid="saved-card"
                secondaryAction={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {c.is_default ? (
                      <Chip size="small" color="primary" label={t.default} />
                    ) : (
                      <Button
                        size="small"
                        disabled={setDefault.isPending}
                        onClick={() =>
                          setDefault.mutate(c.id, {
                            onSuccess: () => showToast({ type: 'success', message: textOf(billingText).cards.madeDefault(label(c)) }),
                            onError: (err) => showToast({ type: 'error', message: err.message }),
                          })
                        }
                      >
                        {t.makeDefault}
                      </Button>
                    )}
                    <Tooltip title={common.remove}>
                      <IconButton edge="end" aria-label={t.remove(label(c))} onClick={() => setConfirm(c)}>
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <CreditCardIcon color="action" />
                </ListItemIcon>
                <ListItemText primary={label(c)} secondary={t.expires(cardExpiry(c))} />
              </ListItem>
            ))}
          </List>
        )}
        <Box>{adding && <AddCardDialog first={list.length === 0} onClose={() => setAdding(false)} />}</Box>
        <Dialog open={!!confirm} onClose={() => setConfirm(null)} aria-labelledby="remove-card-title">
          <DialogTitle id="remove-card-title">{t.removeTitle(confirm ? label(confirm) : t.thisCard)}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t.removeBody}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirm(null)}>{common.cancel}</Button>
            <Button
              color="error"
              variant="contained"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(confirm!.id, {
                  onSuccess: () => showToast({ type: 'success', message: textOf(billingText).cards.removed(label(confirm!)) }),
                  onError: (err) => showToast({ type: 'error', message: err.message }),
                  onSettled: () => setConfirm(null),
                })
              }
            >
              {common.remove}
            </Button>
          </DialogActions>
        </Dialog>
      </CardContent>
    </Card>
  );
}
