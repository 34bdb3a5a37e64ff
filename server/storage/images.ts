/**
 * A picture uploaded here at the widths a page asks for (src/domain/images.ts): `GET /images/{width}/{key}` answers the
 * upload resized to that width (never enlarged), as WebP, made with sharp on the first request and kept beside the
 * uploads (a hidden folder the upload route does not serve), then sent from there. Pictures in a bucket are served by
 * the bucket at their own address and have no copies here.
 */
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMAGES_PATH, isImageWidth, uploadedPictureKey } from '../../src/domain/images';
import { API_MESSAGES } from '../../src/config/messages';
import { UPLOADS_PREFIX } from './storage';

/** Where the copies are kept, inside the upload folder: a dot folder, which the upload route does not serve. */
const VARIANTS_DIR = '.variants';
/** A picture larger than this many pixels is not resized (a decompression bomb); its original is served instead. */
const MAX_INPUT_PIXELS = 40_000_000;

type Sharp = typeof import('sharp');
let sharpModule: Promise<Sharp | null> | null = null;
/** sharp, loaded when first needed (a native module): without it, the original picture is served. */
function loadSharp(): Promise<Sharp | null> {
  sharpModule ??= import('sharp').then((m) => (m.default ?? m) as Sharp).catch(() => null);
  return sharpModule;
}

export function registerImages(app: FastifyInstance) {
  const uploads = app.config.uploadDir;
  /** Copies being made, by path: a second request for the same copy waits for the first. */
  const making = new Map<string, Promise<boolean>>();

  async function make(source: string, target: string, width: number): Promise<boolean> {
    const sharp = await loadSharp();
    if (!sharp) return false;
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    try {
      await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toFile(partial);
      await rename(partial, target);
      return true;
    } catch (error) {
      await rm(partial, { force: true });
      app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'image copy not made');
      return false;
    }
  }

  app.get(`${IMAGES_PATH}:width/*`, async (request, reply) => {
    const { width: rawWidth, '*': rest } = request.params as { width: string; '*': string };
    const width = Number(rawWidth);
    const key = uploadedPictureKey(`${UPLOADS_PREFIX}${rest}`);
    const source = key ? join(uploads, key) : null;
    if (app.storage.kind !== 'local' || !isImageWidth(width) || !key || !source || !existsSync(source)) {
      return reply.code(404).send({ error: true, message: API_MESSAGES.notFound });
    }
    const target = join(uploads, VARIANTS_DIR, String(width), `${key}.webp`);
    if (!existsSync(target)) {
      let made = making.get(target);
      if (!made) {
        made = make(source, target, width).finally(() => making.delete(target));
        making.set(target, made);
      }
      // Not made (no sharp, or not a picture it can read): the original, which is what the page would show anyway.
      if (!(await made)) return reply.redirect(`${UPLOADS_PREFIX}${key}`, 302);
    }
    // An upload's key is random and never reused: its copies never change.
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=604800, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
      .send(createReadStream(target));
  });
}
