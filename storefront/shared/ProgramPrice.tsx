/**
 * A program's price on a card (the catalogue, a trainer's page): what it sells at today (`sale_price`, worked out by
 * the server with the one pricing rule the program page and the checkout quote with), with the list price struck
 * through when a discount lowers it, as the program page shows it. A discounted subscription shows its first
 * period's price; the list price keeps its interval.
 */
import { Box, Typography } from '@mui/material';
import type { Row } from '../../src/api/records';
import { programFactsText } from './i18n/en';
import { useLocale } from '../../src/i18n/locale';
import { useText } from '../../src/i18n/text';
import { formatMoney } from '../../src/ui/format';

type Priced = Pick<Row<'program'>, 'price' | 'sale_price' | 'currency' | 'pricing' | 'interval'>;

export function ProgramPrice({ program: p }: { program: Priced }) {
  const facts = useText(programFactsText);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, p.currency ?? 'USD', locale);
  const perInterval = (text: string) => (p.pricing === 'subscription' && p.interval ? facts.perInterval(text, p.interval) : text);
  const sale = p.sale_price ?? p.price;
  const discounted = sale < p.price;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }} data-testid="card-price">
      {discounted && (
        <Typography component="s" variant="body2" color="text.secondary" data-testid="card-price-original">
          {perInterval(money(p.price))}
        </Typography>
      )}
      <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="card-price-final">
        {discounted && p.pricing === 'subscription' ? money(sale) : perInterval(money(sale))}
      </Typography>
    </Box>
  );
}
