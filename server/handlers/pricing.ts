/** Lambda programs/{id}/price: the server's quote of a program's price today (src/domain/discounts.ts decides). */
import type { FastifyInstance } from 'fastify';
import { handlerGroup } from '../routes';
import { programDiscounts } from '../payments/pricing';
import { isLiveCode, normaliseCode, quotePrice } from '../../src/domain/discounts';

export function pricingHandlers(app: FastifyInstance) {
  return handlerGroup({
    async quoteProgramPrice(request) {
      const { programId } = request.params;
      const caller = await request.caller();
      // The caller must be able to see the program (published, or their own): the records policy decides.
      const { model } = await app.records.get(caller, 'program', programId);
      const code = request.query.code;
      const discounts = await programDiscounts(app.database, programId);
      const quote = quotePrice(Number(model.price), discounts, { code });
      const d = quote.discount;
      return {
        error: false,
        program_id: programId,
        currency: String(model.currency),
        price: quote.price,
        amount_off: quote.amount_off,
        final_price: quote.final_price,
        code_applied: !!d?.code && normaliseCode(d.code) === normaliseCode(code),
        code_valid: isLiveCode(discounts, code),
        discount: d ? { id: d.id, kind: d.kind, value: d.value, code: d.code, ends_at: d.ends_at } : null,
      };
    },
  });
}
