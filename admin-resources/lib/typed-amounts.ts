/**
 * Money and rates as an admin types them in the admin's dialogs (an adjustment, the payout minimum, a fee rate): a
 * comma or a point for decimals, at most two decimals. Pure.
 */
import { MAX_FEE_BPS, percentToBps } from '../../src/domain/earnings';

/**
 * An amount in major units ("12.50", "7,5", "-3") as minor units; null when it is not one. `signed`: a minus sign is
 * allowed (a debit); `zero: false`: 0 is refused (an adjustment moves money).
 */
export function readMinor(text: string, opts: { signed?: boolean; zero?: boolean } = {}): number | null {
  const t = text.trim().replace(',', '.');
  if (!(opts.signed ? /^-?\d{1,7}(\.\d{1,2})?$/ : /^\d{1,7}(\.\d{1,2})?$/).test(t)) return null;
  const minor = Math.round(Number(t) * 100);
  if (minor === 0 && opts.zero === false) return null;
  return minor === 0 ? 0 : minor;
}

/** A percentage ("12.5", "15", "7,25") in basis points; null outside 0-100 or with more than two decimals. */
export function readPercent(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const bps = percentToBps(Number(t));
  return bps <= MAX_FEE_BPS ? bps : null;
}
