/**
 * The few parts of autocannon 9 and json-server 0.17 the benchmark uses (neither ships types).
 * Ambient module declarations: this file has no top-level import or export.
 */

declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Seconds before a request counts as timed out. */
      timeout?: number;
      pipelining?: number;
      method?: string;
      headers?: Record<string, string>;
      title?: string;
    }

    /** hdr-histogram summary as autocannon reports it (latency in ms, requests per second). */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }

    interface Result {
      title?: string;
      url: string;
      connections: number;
      pipelining: number;
      /** Seconds actually run. */
      duration: number;
      samples: number;
      start: Date;
      finish: Date;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      '2xx': number;
      latency: Histogram & { totalCount: number };
      requests: Histogram & { sent: number };
      throughput: Histogram;
    }
  }

  /** Without a callback, the run is also a promise of its result. */
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;

  export = autocannon;
}

declare module 'json-server' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';

  type Next = (err?: unknown) => void;
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

  interface App {
    use(...handlers: Array<Middleware | Middleware[]>): App;
    listen(port: number, host: string, callback?: () => void): Server;
  }

  interface DefaultsOptions {
    logger?: boolean;
    readOnly?: boolean;
    noCors?: boolean;
    noGzip?: boolean;
    bodyParser?: boolean;
    static?: string;
  }

  const jsonServer: {
    create(): App;
    /** A db.json path (lowdb file adapter) or an in-memory object. */
    router(source: string | object, options?: { foreignKeySuffix?: string }): Middleware & { db: unknown };
    defaults(options?: DefaultsOptions): Middleware[];
  };

  export default jsonServer;
}
