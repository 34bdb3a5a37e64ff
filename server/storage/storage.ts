/**
 * Where uploaded files are kept: one `Storage` for every upload endpoint. Local disk (UPLOAD_DIR, served by the app at
 * /uploads/) by default; an S3-compatible bucket (AWS S3, MinIO, R2, ...) when S3_BUCKET is configured, each object
 * stored with its content type and served from the bucket's (or S3_PUBLIC_URL's) address.
 *
 * Keys are made by the server (see uploads.ts), never taken from a client; `assertSafeKey` refuses anything else
 * anyway, so no key can leave the upload folder or the bucket's prefix.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, S3Config } from '../config';
import { UPLOADS_PATH } from '../../src/domain/url-policy';
import { HttpError } from '../errors';

/** Where uploaded files are served: the URL policy's own (src/domain/url-policy.ts), so a stored upload is a valid link. */
export const UPLOADS_PREFIX = UPLOADS_PATH;

export const STORAGE_MESSAGES = {
  storeFailed: 'The file could not be stored; try again',
} as const;

/** An object being written: chunks in order, then `finish` (answers its URL) or `abort` (nothing is kept). */
export interface ObjectWriter {
  write(chunk: Buffer): Promise<void>;
  finish(): Promise<string>;
  abort(): Promise<void>;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Starts a new object at `key` (a server-made name) with its media type. */
  create(key: string, contentType: string): Promise<ObjectWriter>;
  /** Where the object at `key` is served. */
  urlOf(key: string): string;
  /** The origin objects are served from when it is not the app's own (for the app's Content-Security-Policy). */
  readonly publicOrigin: string | null;
  /** Lets go of connections, when the server closes. */
  destroy?(): void;
}

/** A key is lower-case path segments of letters, digits, `-`, `_` and `.`, none of them `.` or `..`. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const ok = key.length <= 300 && segments.every((s) => /^[a-z0-9][a-z0-9._-]*$/.test(s) && s !== '.' && s !== '..' && !s.includes('..'));
  if (!ok) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

/** A new file (`wx`: never one that is there), open once this resolves; a later write error surfaces at write or end. */
async function openForWriting(path: string, mode = 0o644): Promise<WriteStream> {
  const out = createWriteStream(path, { flags: 'wx', mode });
  await new Promise<void>((ok, fail) => {
    out.once('open', () => ok());
    out.once('error', fail);
  });
  out.on('error', () => undefined); // reported through end()'s callback
  return out;
}

async function writeChunk(out: WriteStream, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
}

async function endStream(out: WriteStream): Promise<void> {
  await new Promise<void>((ok, fail) => out.end((err?: Error | null) => (err ? fail(err) : ok())));
}

/** Files under `dir`, served by the app at /uploads/ (nosniff, sandboxed: see server/app.ts). */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly publicOrigin = null;
  constructor(private readonly dir: string) {}

  urlOf(key: string): string {
    return `${UPLOADS_PREFIX}${key}`;
  }

  async create(key: string, _contentType: string): Promise<ObjectWriter> {
    assertSafeKey(key);
    const root = resolve(this.dir);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Unsafe storage key: ${key}`);
    await mkdir(dirname(path), { recursive: true });
    const out = await openForWriting(path);
    return {
      write: (chunk) => writeChunk(out, chunk),
      finish: async () => {
        try {
          await endStream(out);
        } catch (err) {
          await rm(path, { force: true });
          throw err;
        }
        return this.urlOf(key);
      },
      abort: async () => {
        out.destroy();
        await rm(path, { force: true });
      },
    };
  }
}

/** The URL an object is served at: S3_PUBLIC_URL/key, else the endpoint's path-style or virtual-hosted address. */
export function s3ObjectUrl(s3: S3Config, key: string): string {
  const path = key.split('/').map(encodeURIComponent).join('/');
  if (s3.publicUrl) return `${s3.publicUrl}/${path}`;
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    const base = s3.endpoint.replace(/\/+$/, '');
    if (s3.forcePathStyle) return `${base}/${s3.bucket}/${path}`;
    return `${endpoint.protocol}//${s3.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}/${path}`;
  }
  if (s3.forcePathStyle) return `https://s3.${s3.region}.amazonaws.com/${s3.bucket}/${path}`;
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com/${path}`;
}

/**
 * Objects in an S3-compatible bucket. An upload is spooled to a temporary file while its type and size are checked,
 * then sent in one PutObject with its length and content type (so any S3-compatible service takes it, whatever its
 * support for chunked or multipart uploads), and the temporary file is removed.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly publicOrigin: string;
  private readonly client: S3Client;

  constructor(
    private readonly s3: S3Config,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint ?? undefined,
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // Checksums only where S3 requires them: many S3-compatible services refuse the SDK's default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // The SDK's own notices go to the server's log (it would print them to the console).
      logger: {
        trace: () => undefined,
        debug: () => undefined,
        info: () => undefined,
        warn: (...args: unknown[]) => log?.warn({ sdk: args.map(String).join(' ') }, 'S3 client'),
        error: (...args: unknown[]) => log?.error({ sdk: args.map(String).join(' ') }, 'S3 client'),
      },
    });
    this.publicOrigin = new URL(s3ObjectUrl(s3, 'x')).origin;
  }

  urlOf(key: string): string {
    return s3ObjectUrl(this.s3, key);
  }

  async create(key: string, contentType: string): Promise<ObjectWriter> {
    assertSafeKey(key);
    const spool = join(tmpdir(), `sportlink-upload-${randomBytes(12).toString('hex')}`);
    const out = await openForWriting(spool, 0o600);
    let size = 0;
    return {
      write: (chunk) => {
        size += chunk.length;
        return writeChunk(out, chunk);
      },
      finish: async () => {
        try {
          await endStream(out);
          await this.client.send(
            new PutObjectCommand({
              Bucket: this.s3.bucket,
              Key: key,
              Body: createReadStream(spool),
              ContentLength: size,
              ContentType: contentType,
              // Names are random and never reused: the object never changes.
              CacheControl: 'public, max-age=31536000, immutable',
            }),
          );
        } catch (err) {
          this.log?.error({ err: { name: (err as Error).name, message: (err as Error).message }, bucket: this.s3.bucket, key }, 'S3 upload failed');
          throw new HttpError(502, STORAGE_MESSAGES.storeFailed);
        } finally {
          await rm(spool, { force: true });
        }
        return this.urlOf(key);
      },
      abort: async () => {
        out.destroy();
        await rm(spool, { force: true });
      },
    };
  }

  destroy() {
    this.client.destroy();
  }
}

export function createStorage(config: Pick<Config, 'uploadDir' | 's3'>, log?: FastifyBaseLogger): Storage {
  return config.s3 ? new S3Storage(config.s3, log) : new LocalStorage(config.uploadDir);
}
