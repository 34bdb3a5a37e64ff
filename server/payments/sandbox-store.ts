/**
 * The sandbox provider's object store: its objects in the database (table sandbox_object, Stripe's JSON shapes), made
 * once per idempotency key, and the events it emits about them.
 */
import { randomBytes } from 'node:crypto';
import type { DB } from '../db';
import { fromDatabaseError } from '../errors';
import { PAYMENT_MESSAGES } from '../../src/config/payments';
import { PaymentError, type PaymentEvent } from './provider';

export type Obj = Record<string, unknown> & { id: string; object: string; created: number; metadata?: Record<string, string> };

const PREFIX: Record<string, string> = {
  customer: 'cus',
  payment_method: 'pm',
  payment_intent: 'pi',
  charge: 'ch',
  refund: 're',
  product: 'prod',
  price: 'price',
  payment_link: 'plink',
  subscription: 'sub',
  invoice: 'in',
  invoiceitem: 'ii',
  event: 'evt',
  account: 'acct',
  account_link: 'link',
  transfer: 'tr',
  transfer_reversal: 'trr',
  payout: 'po',
};

export const now = () => Math.floor(Date.now() / 1000);
export const iso = (s: unknown) => (typeof s === 'number' ? new Date(s * 1000).toISOString() : null);
export const newId = (kind: string) => `${PREFIX[kind] ?? kind}_sb_${randomBytes(12).toString('base64url').replace(/[-_]/g, '')}`;

export class SandboxStore {
  constructor(
    readonly db: () => DB,
    /** Delivers an event to the webhook endpoint (awaited, so a sandbox checkout answers with its outcome). */
    private readonly emit: (event: PaymentEvent) => Promise<void>,
  ) {}

  async get(kind: string, id: string): Promise<Obj | null> {
    const row = await this.db().selectFrom('sandbox_object').select('data').where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
    return row ? (JSON.parse(String(row.data)) as Obj) : null;
  }

  async need(kind: string, id: string): Promise<Obj> {
    const obj = await this.get(kind, id);
    if (!obj) throw new PaymentError(PAYMENT_MESSAGES.noSuchObject(kind, id), 'resource_missing', 404);
    return obj;
  }

  /** Stores a new object; with an idempotency key, a second call with the key answers the first object. */
  async create(kind: string, fields: Record<string, unknown>, opts: { customer?: string | null; key?: string } = {}): Promise<{ obj: Obj; replay: boolean }> {
    if (opts.key) {
      const prior = await this.byKey(opts.key);
      if (prior) return { obj: prior, replay: true };
    }
    const obj: Obj = { id: newId(kind), object: kind, created: now(), metadata: {}, ...fields };
    try {
      await this.db()
        .insertInto('sandbox_object')
        .values({ id: obj.id, kind, customer: opts.customer ?? null, idempotency_key: opts.key ?? null, data: JSON.stringify(obj), created_at: new Date().toISOString() })
        .execute();
    } catch (err) {
      // Two calls with one key at once: the one that lost answers the winner's object.
      const prior = opts.key && fromDatabaseError(err) ? await this.byKey(opts.key) : null;
      if (prior) return { obj: prior, replay: true };
      throw err;
    }
    return { obj, replay: false };
  }

  async byKey(key: string): Promise<Obj | null> {
    const row = await this.db().selectFrom('sandbox_object').select('data').where('idempotency_key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(String(row.data)) as Obj) : null;
  }

  async save(obj: Obj): Promise<Obj> {
    await this.db().updateTable('sandbox_object').set({ data: JSON.stringify(obj) }).where('id', '=', obj.id).execute();
    return obj;
  }

  /** Emits Stripe's event about the object (`account`: a connected account's event, as Connect sends them). */
  async event(type: string, object: Obj, account?: string): Promise<void> {
    await this.emit({ id: newId('event'), type, created: now(), ...(account ? { account } : {}), data: { object } });
  }
}
