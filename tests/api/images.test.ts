/**
 * Uploaded pictures at the widths pages name in `srcset` (src/domain/images.ts, server/storage/images.ts): made once
 * as WebP at the asked width (never wider than the original), then sent from what was kept; anything that is not an
 * uploaded picture at one of those widths is not found, and a path cannot leave the upload folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet } from '../../src/domain/images';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
const KEY = '2026/11/0123456789abcdef0123456789abcdef.jpg';

beforeAll(async () => {
  server = await startServer({ seed: false });
  // An upload as the upload lambda would have kept it: a 1600×900 JPEG.
  const file = join(server.config.uploadDir, KEY);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1565c0' } }).jpeg().toBuffer());
});
afterAll(() => server?.close());

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

describe('pictures by width', () => {
  it('answers each width of the srcset as WebP of that width, kept for later requests', async () => {
    const srcset = imageSrcSet(`/uploads/${KEY}`)!;
    for (const entry of srcset.split(', ')) {
      const [path, w] = entry.split(' ');
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Number(w.slice(0, -1)));
      expect(meta.height).toBe(Math.round((Number(w.slice(0, -1)) * 900) / 1600));
    }
    // Asked again at once, by two pages: the same picture.
    const [a, b] = await Promise.all([get(`/images/640/${KEY}`), get(`/images/640/${KEY}`)]);
    expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
  });

  it('never makes a picture wider than its original', async () => {
    const small = '2026/11/small.png';
    writeFileSync(join(server.config.uploadDir, small), await sharp({ create: { width: 500, height: 250, channels: 4, background: '#fff' } }).png().toBuffer());
    const res = await get(`/images/1280/${small}`);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(500);
  });

  it('finds nothing at another width, for a missing or non-picture file, or outside the upload folder', async () => {
    writeFileSync(join(server.config.uploadDir, '2026/11/clip.mp4'), Buffer.alloc(64));
    for (const path of [`/images/500/${KEY}`, `/images/abc/${KEY}`, '/images/640/2026/11/missing.jpg', '/images/640/2026/11/clip.mp4', '/images/640/../../etc/passwd.jpg', '/images/640/%2e%2e/%2e%2e/secret.jpg', '/images/640/.variants/640/x.jpg', `/images/640/${KEY.toUpperCase()}`]) {
      const res = await get(path);
      expect([404, 400], path).toContain(res.status);
    }
    // The kept copies are not files of the upload route.
    expect((await get(`/uploads/.variants/640/${KEY}.webp`)).status).toBe(404);
  });

  it('a file that is not a picture sharp can read is sent as it was uploaded', async () => {
    const broken = '2026/11/broken.jpg';
    writeFileSync(join(server.config.uploadDir, broken), Buffer.from('not really a jpeg'));
    const res = await get(`/images/320/${broken}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/uploads/${broken}`);
  });
});
