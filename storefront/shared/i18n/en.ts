/**
 * What the athlete's buying screens say about any program (level, length, trainer, billing interval), shared by the
 * home page's cards, the program page, the checkout, owned programs and purchases.
 */
import { defineText } from '../../../src/i18n/text';

export const programFactsText = defineText('athlete.programFacts', {
  levels: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
  weeks: (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`,
  by: (trainer: string) => `by ${trainer}`,
  /** A program whose title the API did not send. */
  programNumber: (id: number) => `Program #${id}`,
  /** A price per billing interval (`interval`: the program's own, `month` or `year`): "$15.00 / month". */
  perInterval: (price: string, interval: string) => `${price} / ${interval}`,
  browse: 'Browse programs',
  /** Back to an owned program's training. */
  continue: 'Continue',
});
