/** A quote as the athlete reads it: the price (struck through when discounted), what is taken off, and the total. */
import { Box, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../../../src/ui/format';
import type { PriceQuote } from '../api/get-price-quote';
import { discountLabel, totalText, usePriceWords } from '../price-text';

interface Props {
  quote: PriceQuote;
  program: { pricing?: string | null; interval?: string | null };
}

export function PriceSummary({ quote, program }: Props) {
  const w = usePriceWords();
  const money = (minor: number) => formatMoney(minor, quote.currency, w.locale);
  const discounted = quote.amount_off > 0;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, columnGap: 2 }} data-testid="price-summary">
      <Typography component="dt" color="text.secondary">
        {w.checkout.price}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', textDecoration: discounted ? 'line-through' : 'none', color: discounted ? 'text.secondary' : 'text.primary' }} data-testid="price-original">
        {money(quote.price)}
      </Typography>
      {discounted && (
        <>
          <Typography component="dt" color="success.main">
            {discountLabel(quote, w)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }} color="success.main" data-testid="price-off">
            −{money(quote.amount_off)}
          </Typography>
        </>
      )}
      <Typography component="dt" sx={{ fontWeight: 700, pt: 0.5, borderTop: 1, borderColor: 'divider' }}>
        {w.checkout.total}
      </Typography>
      <Stack component="dd" sx={{ m: 0, pt: 0.5, borderTop: 1, borderColor: 'divider', alignItems: 'flex-end' }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="price-total">
          {totalText(quote, program, w)}
        </Typography>
      </Stack>
    </Box>
  );
}
