/**
 * Uploaded files on local disk (UPLOAD_DIR, default `uploads/` beside the SQLite file), served at
 * /uploads/. The type is sniffed from the file's first bytes; the declared type and the name are not
 * trusted. Names are random, so a file cannot overwrite another or be guessed from its owner.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { HttpError } from '../errors';

export const UPLOADS_PREFIX = '/uploads/';

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
} as const;

export function sniff(head: Buffer): Kind | null {
  return MEDIA_KINDS.find((k) => k.test(head)) ?? null;
}

export interface StoredFile {
  url: string;
  type: string;
  size: number;
}

/** Streams `file` to disk, checking its type from the first bytes and its size as it goes. */
export async function storeUpload(dir: string, file: Readable, limits: { imageBytes: number; videoBytes: number }): Promise<StoredFile> {
  const now = new Date();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  await mkdir(join(dir, folder), { recursive: true });
  const name = randomBytes(16).toString('hex');
  let kind: Kind | null = null;
  let head = Buffer.alloc(0);
  let size = 0;
  let path = '';
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
  try {
    // The file is opened once the type is known: its extension comes from it.
    await pipeline(file, gate, async (source: AsyncIterable<Buffer>) => {
      let out: ReturnType<typeof createWriteStream> | null = null;
      for await (const chunk of source) {
        if (!out) {
          path = join(dir, folder, `${name}.${kind!.ext}`);
          out = createWriteStream(path, { flags: 'wx' });
        }
        if (!out.write(chunk)) await new Promise<void>((r) => out!.once('drain', () => r()));
      }
      if (out) await new Promise<void>((resolve, reject) => out!.end((err?: Error | null) => (err ? reject(err) : resolve())));
    });
  } catch (err) {
    if (path) await rm(path, { force: true });
    throw err;
  }
  if ((file as Readable & { truncated?: boolean }).truncated) {
    if (path) await rm(path, { force: true });
    throw new HttpError(413, UPLOAD_MESSAGES.tooLarge(Math.round(limits.videoBytes / 1048576), 'file'));
  }
  const found = kind as Kind | null;
  return { url: `${UPLOADS_PREFIX}${folder}/${name}.${found!.ext}`, type: found!.type, size };
}
