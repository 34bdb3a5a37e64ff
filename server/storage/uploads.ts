/**
 * Uploaded images and videos, stored through the server's one `Storage` (storage.ts: local disk, or an S3-compatible
 * bucket). The type is sniffed from the file's first bytes; the declared type and the name are not trusted (a name
 * carrying a path is refused outright). Keys are random, so a file cannot overwrite another or be guessed from its
 * owner: `YYYY/MM/<32 hex>.<ext>` on disk, under `uploads/` in a bucket.
 */
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { HttpError } from '../errors';
import type { ObjectWriter, Storage } from './storage';

export { UPLOADS_PREFIX } from './storage';

interface Kind {
  type: string;
  ext: string;
  video: boolean;
  /** Does the file start like this type? */
  test: (head: Buffer) => boolean;
}

const ascii = (head: Buffer, at: number, text: string) => head.subarray(at, at + text.length).toString('latin1') === text;

export const MEDIA_KINDS: readonly Kind[] = [
  { type: 'image/jpeg', ext: 'jpg', video: false, test: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  { type: 'image/png', ext: 'png', video: false, test: (h) => ascii(h, 0, '\x89PNG\r\n\x1a\n') },
  { type: 'image/gif', ext: 'gif', video: false, test: (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a') },
  { type: 'image/webp', ext: 'webp', video: false, test: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP') },
  { type: 'video/mp4', ext: 'mp4', video: true, test: (h) => ascii(h, 4, 'ftyp') },
  { type: 'video/webm', ext: 'webm', video: true, test: (h) => h[0] === 0x1a && h[1] === 0x45 && h[2] === 0xdf && h[3] === 0xa3 },
];

export const UPLOAD_MESSAGES = {
  unsupported: 'Upload an image (JPEG, PNG, WebP, GIF) or a video (MP4, WebM)',
  tooLarge: (mb: number, what: string) => `The ${what} is larger than ${mb} MB`,
  noFile: 'Send the file as the multipart field `file`',
  pathInName: 'The file name may not contain a path',
} as const;

export function sniff(head: Buffer): Kind | null {
  return MEDIA_KINDS.find((k) => k.test(head)) ?? null;
}

/** A client's file name is only ever a name: one with a folder in it (`../x`, `a/b`, `C:\\x`) or a control character is refused. */
export function assertPlainFileName(name: string | undefined): void {
  if (!name) return;
  // eslint-disable-next-line no-control-regex
  if (/[/\\\x00-\x1f]/.test(name) || name === '.' || name === '..' || /^[A-Za-z]:/.test(name)) throw new HttpError(400, UPLOAD_MESSAGES.pathInName);
}

export interface StoredFile {
  url: string;
  type: string;
  size: number;
  storage: Storage['kind'];
}

/** The object's key: random, in a folder per month; under `uploads/` in a bucket (on disk, the folder is the prefix). */
function newKey(storage: Storage, ext: string, now = new Date()): string {
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  return storage.kind === 's3' ? `uploads/${folder}/${name}` : `${folder}/${name}`;
}

/** Streams `file` into `storage`, checking its type from the first bytes and its size as it goes; a refused file leaves nothing. */
export async function storeUpload(storage: Storage, file: Readable, limits: { imageBytes: number; videoBytes: number }): Promise<StoredFile> {
  let kind: Kind | null = null;
  let head = Buffer.alloc(0);
  let size = 0;
  // The first 16 bytes decide the type (and so the limit and the extension) before anything is written.
  const gate = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (!kind) {
        head = Buffer.concat([head, chunk]);
        if (head.length < 16) return done();
        kind = sniff(head);
        if (!kind) return done(new HttpError(415, UPLOAD_MESSAGES.unsupported));
        chunk = head;
      }
      const max = kind.video ? limits.videoBytes : limits.imageBytes;
      if (size > max) return done(new HttpError(413, UPLOAD_MESSAGES.tooLarge(Math.round(max / 1048576), kind.video ? 'video' : 'image')));
      done(null, chunk);
    },
    flush(done) {
      if (!kind) return done(new HttpError(415, UPLOAD_MESSAGES.unsupported));
      done();
    },
  });
  let writer: ObjectWriter | null = null;
  let url = '';
  try {
    // The object is created once the type is known: its key's extension and its content type come from it.
    await pipeline(file, gate, async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) {
        writer ??= await storage.create(newKey(storage, kind!.ext), kind!.type);
        await writer.write(chunk);
      }
    });
    if ((file as Readable & { truncated?: boolean }).truncated) {
      throw new HttpError(413, UPLOAD_MESSAGES.tooLarge(Math.round(limits.videoBytes / 1048576), 'file'));
    }
    const open = writer as ObjectWriter | null;
    if (!open) throw new HttpError(415, UPLOAD_MESSAGES.unsupported);
    writer = null; // finish cleans up after itself when it fails
    url = await open.finish();
  } catch (err) {
    await (writer as ObjectWriter | null)?.abort();
    throw err;
  }
  const found = kind as Kind | null;
  return { url, type: found!.type, size, storage: storage.kind };
}
