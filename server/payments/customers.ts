/** The user's customer at the provider in use, and the cards saved to it. */
import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES } from '../../src/config/payments';
import { fromDatabaseError, notFound } from '../errors';
import type { PaymentProvider } from './provider';

export class Customers {
  constructor(
    private readonly app: FastifyInstance,
    private readonly provider: PaymentProvider,
  ) {}

  private get db() {
    return this.app.database.db;
  }

  /** The user's customer at the provider in use, if one was made (reads never create one). */
  async existingCustomer(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('payment_customer').select('customer_ref').where('user_id', '=', userId).where('provider', '=', this.provider.name).executeTakeFirst();
    return row ? String(row.customer_ref) : null;
  }

  /** The caller's customer at the provider, created on first use. */
  async customerOf(userId: number): Promise<string> {
    const provider = this.provider.name;
    const row = await this.db.selectFrom('payment_customer').select('customer_ref').where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst();
    if (row) return String(row.customer_ref);
    const user = await this.db.selectFrom('user').select(['email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
    const ref = await this.provider.ensureCustomer({ id: userId, email: String(user.email), name: `${user.first_name} ${user.last_name}`.trim() }, null);
    try {
      await this.db.insertInto('payment_customer').values({ user_id: userId, provider, customer_ref: ref, created_at: new Date().toISOString() }).execute();
    } catch (err) {
      if (!fromDatabaseError(err)) throw err;
      // Created at once by two calls: both answer the one stored.
      const again = await this.db.selectFrom('payment_customer').select('customer_ref').where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirstOrThrow();
      return String(again.customer_ref);
    }
    return ref;
  }

  /** A card id must be one of the caller's saved cards (the provider checks again). */
  async ownCard(customer: string, cardId: string) {
    const cards = await this.provider.listCards(customer);
    if (!cards.some((c) => c.id === cardId)) throw notFound(PAYMENT_MESSAGES.noSuchCard);
    return cards;
  }
}
