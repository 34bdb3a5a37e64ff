/** The sandbox's customers and their cards: Stripe's test cards only, each PaymentMethod carrying its outcome. */
import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '../../src/config/payments';
import { PaymentError, type CardSummary, type RawCard } from './provider';
import type { Obj, SandboxStore } from './sandbox-store';

export class SandboxCards {
  constructor(private readonly store: SandboxStore) {}

  async ensureCustomer(user: { id: number; email: string; name: string }, existing: string | null): Promise<string> {
    if (existing && (await this.store.get('customer', existing))) return existing;
    const { obj } = await this.store.create('customer', { email: user.email, name: user.name, metadata: { user_id: String(user.id) }, default_payment_method: null }, { key: `customer:${user.id}` });
    return obj.id;
  }

  /** A test card's PaymentMethod (its outcome travels with it), refused for any number that is not a test card. */
  private async paymentMethodFor(card: RawCard): Promise<Obj> {
    const number = card.number.replace(/\s+/g, '');
    const test = SANDBOX_TEST_CARDS.find((c) => c.number.replace(/\s+/g, '') === number);
    if (!test) throw new PaymentError(PAYMENT_MESSAGES.sandboxTestCardsOnly, 'invalid_number', 422);
    const d = new Date();
    if (card.exp_year < d.getUTCFullYear() || (card.exp_year === d.getUTCFullYear() && card.exp_month < d.getUTCMonth() + 1)) {
      throw new PaymentError(PAYMENT_MESSAGES.declines.expired_card, 'expired_card', 402);
    }
    const { obj } = await this.store.create('payment_method', {
      type: 'card',
      customer: null,
      card: { brand: test.brand, last4: number.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year },
      outcome: test.outcome,
    });
    return obj;
  }

  async createTestPaymentMethod(card: RawCard): Promise<string> {
    return (await this.paymentMethodFor(card)).id;
  }

  private summary(pm: Obj, defaultId: unknown): CardSummary {
    const c = pm.card as { brand: string; last4: string; exp_month: number; exp_year: number };
    return { id: pm.id, brand: c.brand, last4: c.last4, exp_month: c.exp_month, exp_year: c.exp_year, is_default: pm.id === defaultId };
  }

  async addCard(customer: string, input: { payment_method_id?: string; card?: RawCard }): Promise<CardSummary> {
    if (input.card) {
      const pm = await this.paymentMethodFor(input.card);
      return this.attachPaymentMethod(customer, pm.id);
    }
    if (input.payment_method_id) return this.attachPaymentMethod(customer, input.payment_method_id);
    throw new PaymentError(PAYMENT_MESSAGES.cardRequired, 'missing_card', 422);
  }

  async attachPaymentMethod(customer: string, paymentMethodId: string): Promise<CardSummary> {
    const pm = await this.store.need('payment_method', paymentMethodId);
    // As at Stripe, a card that declines is refused when it is saved, not kept to fail later.
    if (pm.outcome === 'declined') throw new PaymentError(PAYMENT_MESSAGES.declines.generic_decline, 'card_declined', 402);
    if (pm.outcome === 'insufficient_funds') throw new PaymentError(PAYMENT_MESSAGES.declines.insufficient_funds, 'card_declined', 402);
    if (pm.customer && pm.customer !== customer) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('payment_method', paymentMethodId), 'resource_missing', 404);
    pm.customer = customer;
    await this.store.save(pm);
    await this.store.db().updateTable('sandbox_object').set({ customer }).where('id', '=', pm.id).execute();
    const cus = await this.store.need('customer', customer);
    if (!cus.default_payment_method) {
      cus.default_payment_method = pm.id;
      await this.store.save(cus);
    }
    return this.summary(pm, cus.default_payment_method);
  }

  async detachPaymentMethod(customer: string, paymentMethodId: string): Promise<void> {
    const pm = await this.store.need('payment_method', paymentMethodId);
    if (pm.customer !== customer) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('payment_method', paymentMethodId), 'resource_missing', 404);
    pm.customer = null;
    await this.store.save(pm);
    await this.store.db().updateTable('sandbox_object').set({ customer: null }).where('id', '=', pm.id).execute();
    const cus = await this.store.need('customer', customer);
    if (cus.default_payment_method === pm.id) {
      const next = (await this.listCards(customer))[0];
      cus.default_payment_method = next?.id ?? null;
      await this.store.save(cus);
    }
  }

  async listCards(customer: string, opts: { type?: string; limit?: number } = {}): Promise<CardSummary[]> {
    const cus = await this.store.need('customer', customer);
    const rows = await this.store.db()
      .selectFrom('sandbox_object')
      .select('data')
      .where('kind', '=', 'payment_method')
      .where('customer', '=', customer)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit ?? 100)
      .execute();
    const cards = rows.map((r) => this.summary(JSON.parse(String(r.data)) as Obj, cus.default_payment_method));
    return cards.sort((a, b) => Number(b.is_default) - Number(a.is_default));
  }

  async setDefaultCard(customer: string, paymentMethodId: string): Promise<void> {
    const pm = await this.store.need('payment_method', paymentMethodId);
    if (pm.customer !== customer) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject('payment_method', paymentMethodId), 'resource_missing', 404);
    const cus = await this.store.need('customer', customer);
    cus.default_payment_method = pm.id;
    await this.store.save(cus);
  }
}
