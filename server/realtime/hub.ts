/**
 * Fan-out of "something new for user N" to the long-polls waiting for it. The database holds what is new (messages,
 * notifications); the hub only wakes the polls, which then read it. In process on SQLite (one server); on
 * PostgreSQL through LISTEN/NOTIFY, so two server instances on one database wake each other's polls.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';

export interface RealtimeHub {
  /** Wakes the polls of these users, on every instance. */
  publish(userIds: readonly number[]): Promise<void>;
  /** Calls `wake` whenever something is published for `userId`; answers the unsubscribe. */
  subscribe(userId: number, wake: () => void): () => void;
  /** Wakes every waiting poll (the server is closing) and stops listening. */
  close(): Promise<void>;
  /** True once closing: a woken poll answers what it has, without reading the database again. */
  readonly closed: boolean;
  /** How many polls of this instance wait now. */
  waiting(): number;
}

const CHANNEL = 'sportlink_realtime';

export class LocalHub implements RealtimeHub {
  protected readonly emitter = new EventEmitter();
  private isClosed = false;

  get closed(): boolean {
    return this.isClosed;
  }

  constructor() {
    this.emitter.setMaxListeners(0); // one per waiting poll
  }

  async publish(userIds: readonly number[]): Promise<void> {
    this.deliver(userIds);
  }

  /** Wakes the local polls of these users. */
  protected deliver(userIds: readonly number[]): void {
    for (const id of new Set(userIds)) this.emitter.emit(`u:${id}`);
  }

  subscribe(userId: number, wake: () => void): () => void {
    if (this.isClosed) {
      queueMicrotask(wake);
      return () => undefined;
    }
    const event = `u:${userId}`;
    this.emitter.on(event, wake);
    this.emitter.on('close', wake);
    return () => {
      this.emitter.off(event, wake);
      this.emitter.off('close', wake);
    };
  }

  waiting(): number {
    return this.emitter.listenerCount('close');
  }

  async close(): Promise<void> {
    this.isClosed = true;
    this.emitter.emit('close');
  }
}

/**
 * LISTEN on one dedicated connection; NOTIFY through the pool's. Each instance gets its own notifications back and
 * delivers them from there (exactly once). A lost connection is opened again (with a growing pause); polls meanwhile
 * still answer at their timeout, reading the database.
 */
export class PostgresHub extends LocalHub {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = 250;
  private ready: Promise<void>;

  constructor(
    private readonly connectionString: string,
    private readonly notify: (channel: string, payload: string) => Promise<unknown>,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    super();
    this.ready = this.connect();
  }

  /** Resolves once the LISTEN connection is up (or has given up for now). */
  whenListening(): Promise<void> {
    return this.ready;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      this.deliver(msg.payload.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0));
    });
    client.on('error', (err) => {
      this.onError(err);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      this.retryMs = 250;
    } catch (err) {
      this.onError(err);
      this.reconnect(client);
    }
  }

  private reconnect(client: pg.Client): void {
    if (this.stopped || (this.client !== null && this.client !== client)) return;
    this.client = null;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
    setTimeout(() => void (this.ready = this.connect()), wait).unref();
  }

  override async publish(userIds: readonly number[]): Promise<void> {
    const ids = [...new Set(userIds)].filter((n) => Number.isInteger(n) && n > 0);
    if (!ids.length) return;
    // NOTIFY's payload is at most 8000 bytes: long lists go in parts.
    for (let i = 0; i < ids.length; i += 800) {
      try {
        await this.notify(CHANNEL, ids.slice(i, i + 800).join(','));
      } catch (err) {
        // The database is away: this instance's own polls are still woken; the others read at their timeout.
        this.onError(err);
        this.deliver(ids.slice(i, i + 800));
      }
    }
  }

  override async close(): Promise<void> {
    this.stopped = true;
    await super.close();
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
