/** The sandbox's objects as the lambda/stripe family makes and lists them: products, prices, payment links, lists. */
import type { ListKind, ListOptions, ProviderObject } from './provider';
import { iso, newId, type Obj, type SandboxStore } from './sandbox-store';

const KIND_OF: Record<ListKind, string> = {
  products: 'product',
  prices: 'price',
  payment_links: 'payment_link',
  subscriptions: 'subscription',
  invoices: 'invoice',
  charges: 'charge',
  orders: 'payment_intent',
};

export class SandboxLists {
  constructor(private readonly store: SandboxStore) {}

  async createProduct(input: { name: string; description: string | null; metadata: Record<string, string> }): Promise<ProviderObject> {
    return normalise((await this.store.create('product', { name: input.name, description: input.description, active: true, metadata: input.metadata })).obj);
  }

  async createPrice(input: { product: string; unit_amount: number; currency: string; interval: 'month' | 'year' | null }): Promise<ProviderObject> {
    await this.store.need('product', input.product);
    const fields = { product: input.product, unit_amount: input.unit_amount, currency: input.currency.toLowerCase(), recurring: input.interval ? { interval: input.interval } : null, active: true };
    return normalise((await this.store.create('price', fields)).obj);
  }

  async createPaymentLink(input: { price: string; quantity: number }): Promise<ProviderObject> {
    const price = await this.store.need('price', input.price);
    const id = newId('payment_link');
    const fields = { active: true, url: `sandbox://pay/${id}`, line_items: { data: [{ price: price.id, quantity: input.quantity }] }, amount: Number(price.unit_amount) * input.quantity, currency: price.currency };
    return normalise((await this.store.create('payment_link', fields)).obj);
  }

  async list(kind: ListKind, opts: ListOptions): Promise<{ list: ProviderObject[]; has_more: boolean }> {
    let q = this.store.db().selectFrom('sandbox_object').select(['data', 'created_at', 'id']).where('kind', '=', KIND_OF[kind]);
    if (opts.customer) q = q.where('customer', '=', opts.customer);
    if (opts.starting_after) {
      const after = await this.store.db().selectFrom('sandbox_object').select(['created_at', 'id']).where('id', '=', opts.starting_after).executeTakeFirst();
      if (after) q = q.where((eb) => eb.or([eb('created_at', '<', after.created_at), eb.and([eb('created_at', '=', after.created_at), eb('id', '<', after.id)])]));
    }
    // Status and "is an order" live in the JSON; read a page at a time and filter, as Stripe's list does server-side.
    const want = (o: Obj) => (!opts.status || o.status === opts.status) && (kind !== 'orders' || !!o.metadata?.program_id);
    const out: Obj[] = [];
    let offset = 0;
    for (;;) {
      const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).offset(offset).execute();
      for (const r of rows) {
        const o = JSON.parse(String(r.data)) as Obj;
        if (want(o)) out.push(o);
        if (out.length > opts.limit) break;
      }
      if (out.length > opts.limit || rows.length < 200) break;
      offset += 200;
    }
    return { list: out.slice(0, opts.limit).map(normalise), has_more: out.length > opts.limit };
  }
}

/** One sandbox object as the lambda/stripe family answers it. */
export function normalise(o: Obj): ProviderObject {
  const price = (o.items as { data?: Array<{ price?: { unit_amount?: number; recurring?: { interval?: string }; product?: string } }> } | undefined)?.data?.[0]?.price;
  const amount = o.amount ?? o.unit_amount ?? o.amount_due ?? price?.unit_amount ?? null;
  const currency = (o.currency as string | undefined) ?? (price as { currency?: string } | undefined)?.currency ?? null;
  return {
    id: o.id,
    object: o.object,
    status: (o.status as string | undefined) ?? (o.active === undefined ? null : o.active ? 'active' : 'archived'),
    amount: amount == null ? null : Number(amount),
    currency: currency ? currency.toUpperCase() : null,
    created: iso(o.created) ?? new Date().toISOString(),
    description: (o.description as string | null | undefined) ?? (o.name as string | undefined) ?? null,
    customer: (o.customer as string | null | undefined) ?? null,
    url: (o.url as string | undefined) ?? null,
    interval: (o.recurring as { interval?: string } | null | undefined)?.interval ?? price?.recurring?.interval ?? null,
    product: (o.product as string | undefined) ?? price?.product ?? null,
    quantity: (o.quantity as number | undefined) ?? null,
    period_end: iso(o.current_period_end),
    cancel_at_period_end: o.object === 'subscription' ? Boolean(o.cancel_at_period_end) : null,
    metadata: o.metadata ?? {},
  };
}
