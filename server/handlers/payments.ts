/** The lambda/stripe family, member payment methods and the provider's webhook (server/payments does the work). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../src/config/messages';
import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '../../src/config/payments';
import { forbidden, notFound, unprocessable } from '../errors';
import { handlerGroup } from '../routes';
import { handlePaymentEvent } from '../payments/webhook';
import { checkoutView } from '../payments/checkout-row';
import type { ListKind, ListOptions, ProviderObject } from '../payments/provider';

type ListQuery = { limit?: number; starting_after?: string; status?: string; customer?: string };

/** A list of the provider's objects: its page and filters. */
type ListRequest = FastifyRequest<{ Params: { role: string }; Querystring: ListQuery }>;

export function paymentHandlers(app: FastifyInstance) {
  const payments = () => app.payments;
  const provider = () => app.payments.provider;
  // Who may call each operation (athletes, admins, active or not) is its x-access, checked before these run.
  /** The athlete and their customer at the provider (made on first use). */
  const athlete = async (r: FastifyRequest) => {
    const c = await r.signedInCaller();
    return { caller: c, customer: await payments().customerOf(c.userId) };
  };
  /** An athlete reading their own payment data, and their customer if any (reading makes none). */
  const reader = async (r: FastifyRequest) => {
    const c = await r.signedInCaller();
    return { caller: c, customer: await payments().existingCustomer(c.userId) };
  };
  /** An athlete changing a card they saved: without a customer they have none. */
  const cardHolder = async (r: FastifyRequest) => {
    const { caller, customer } = await reader(r);
    if (!customer) throw notFound(PAYMENT_MESSAGES.noSuchCard);
    return { caller, customer };
  };
  const listOpts = (r: ListRequest): ListOptions => {
    const q = r.query;
    return { limit: q.limit ?? 20, starting_after: q.starting_after, status: q.status, customer: q.customer };
  };
  const listed = (result: { list: ProviderObject[]; has_more: boolean }) => ({ error: false as const, provider: provider().name, ...result });
  const adminList = (kind: ListKind) => async (r: ListRequest) => {
    return listed(await provider().list(kind, listOpts(r)));
  };
  const myList = (kind: ListKind) => async (r: ListRequest) => {
    const { customer } = await reader(r);
    return customer ? listed(await provider().list(kind, { ...listOpts(r), customer })) : listed({ list: [], has_more: false });
  };
  /** The subscription must be the caller's (athletes) or may be any (admins). */
  const subscriptionFor = async (r: FastifyRequest, id: string) => {
    const c = await r.signedInCaller();
    if (c.kind === 'admin') {
      return { admin: true, subscription: await provider().retrieveSubscription(id) };
    }
    const { customer } = await reader(r);
    const subscription = customer ? await provider().retrieveSubscription(id).catch(() => null) : null;
    if (!subscription || subscription.customer !== customer) throw notFound(PAYMENT_MESSAGES.noSuchSubscription);
    return { admin: false, subscription };
  };

  return handlerGroup({
    async getPaymentConfig() {
      const sandbox = provider().name === 'sandbox';
      return {
        error: false,
        provider: provider().name,
        refund_window_days: app.config.payments.refundWindowDays,
        test_cards: sandbox ? SANDBOX_TEST_CARDS.map((c) => ({ number: c.number, outcome: c.label })) : [],
      };
    },

    async createCheckout(r) {
      const row = await payments().checkout(await r.signedInCaller(), r.body);
      return { error: false, checkout: checkoutView(row) };
    },
    async getCheckout(r) {
      return { error: false, checkout: checkoutView(await payments().checkoutOf(await r.signedInCaller(), Number(r.params.checkoutId))) };
    },
    async confirmCheckout(r) {
      const approve = r.body?.approve ?? true;
      const row = await payments().confirm(await r.signedInCaller(), Number(r.params.checkoutId), approve);
      return { error: false, checkout: checkoutView(row) };
    },

    async registerPaymentCustomer(r) {
      const { customer } = await athlete(r);
      return { error: false, customer_id: customer, provider: provider().name };
    },
    async addCard(r) {
      const { customer } = await athlete(r);
      const body = r.body;
      if (body.card && body.payment_method_id) throw unprocessable(PAYMENT_MESSAGES.oneCardOnly, { card: PAYMENT_MESSAGES.oneCardOnly });
      const card = await provider().addCard(customer, body);
      if (body.make_default && !card.is_default) {
        await provider().setDefaultCard(customer, card.id);
        card.is_default = true;
      }
      return { error: false, card };
    },
    async listCards(r) {
      const { customer } = await reader(r);
      return { error: false, list: customer ? await provider().listCards(customer) : [] };
    },
    async deleteCard(r) {
      const { customer } = await cardHolder(r);
      const id = String(r.params.cardId);
      await payments().ownCard(customer, id);
      await provider().detachPaymentMethod(customer, id);
      return { error: false, list: await provider().listCards(customer) };
    },
    async setDefaultCard(r) {
      const { customer } = await cardHolder(r);
      const id = String(r.params.cardId);
      await payments().ownCard(customer, id);
      await provider().setDefaultCard(customer, id);
      return { error: false, list: await provider().listCards(customer) };
    },
    async attachPaymentMethod(r) {
      const { customer } = await athlete(r);
      return { error: false, card: await provider().attachPaymentMethod(customer, r.body.payment_method_id) };
    },
    async detachPaymentMethod(r) {
      const { customer } = await cardHolder(r);
      const id = r.body.payment_method_id;
      await payments().ownCard(customer, id);
      await provider().detachPaymentMethod(customer, id);
      return { error: false, list: await provider().listCards(customer) };
    },
    async listPaymentMethods(r) {
      const { customer } = await reader(r);
      const q = r.query;
      return { error: false, list: customer ? await provider().listCards(customer, { type: q.type ?? 'card', limit: q.limit ?? 10 }) : [] };
    },

    async getMySubscription(r) {
      const { subscription } = await subscriptionFor(r, r.query.subscription_id);
      return { error: false, model: subscription };
    },
    listMySubscriptions: myList('subscriptions'),
    listMyInvoices: myList('invoices'),
    listMyCharges: myList('charges'),
    listMyOrders: myList('orders'),
    async cancelSubscription(r) {
      const id = String(r.params.subscriptionId);
      const { admin: isAdmin } = await subscriptionFor(r, id);
      const now = r.query.now === true;
      if (now && !isAdmin) throw forbidden(API_MESSAGES.roleMismatch('admin'));
      await provider().cancelSubscription(id, { now });
      return { error: false, model: await provider().retrieveSubscription(id) };
    },
    async recordUsageCharge(r) {
      const body = r.body;
      // One identical request is one charge; the key includes the minute so a later, deliberate repeat counts.
      const key = `usage-${body.subId}-${body.quantity}-${new Date().toISOString().slice(0, 16)}`;
      return { error: false, model: await provider().usageCharge(body.subId, body.quantity, key) };
    },

    async createProduct(r) {
      const body = r.body;
      return { error: false, model: await provider().createProduct({ name: body.name, description: body.description ?? null, metadata: {} }) };
    },
    async createPrice(r) {
      const body = r.body;
      return { error: false, model: await provider().createPrice({ ...body, currency: body.currency.toUpperCase(), interval: body.interval ?? null }) };
    },
    async createPaymentLink(r) {
      const body = r.body;
      return { error: false, model: await provider().createPaymentLink({ price: body.price, quantity: body.quantity ?? 1 }) };
    },
    listProducts: adminList('products'),
    listPrices: adminList('prices'),
    listPaymentLinks: adminList('payment_links'),
    listSubscriptions: adminList('subscriptions'),
    listInvoices: adminList('invoices'),
    listInvoicesV2: adminList('invoices'),
    listOrders: adminList('orders'),

    async receivePaymentEvent(r) {
      const { webhooks } = app.metrics;
      let event;
      try {
        event = provider().verifyEvent(r.rawBody ?? Buffer.from(''), r.headers['stripe-signature']);
      } catch (err) {
        webhooks.inc({ outcome: 'refused' });
        throw err;
      }
      try {
        const { duplicate } = await handlePaymentEvent(app, event);
        webhooks.inc({ outcome: duplicate ? 'duplicate' : 'applied' });
        return { received: true, duplicate };
      } catch (err) {
        webhooks.inc({ outcome: 'failed' });
        throw err;
      }
    },
  });
}
