/** Lambda upload: real multipart over HTTP; the type is read from the bytes, sizes are capped, files are served inert. */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let admin: string;
let trainer: string;

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
const MP4 = Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from('ftypmp42'), Buffer.alloc(64, 2)]);

async function upload(body: Buffer | null, name: string, token?: string | null, role = 'admin', field = 'file') {
  const form = new FormData();
  if (body) form.append(field, new Blob([new Uint8Array(body)], { type: 'image/png' }), name);
  const headers: Record<string, string> = { 'x-project': 'sportlink' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server.api}/sportlink/${role}/lambda/upload`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const storedFiles = () => {
  const dir = server.app.config.uploadDir;
  try {
    return readdirSync(dir, { recursive: true }).filter((f) => /\.[a-z0-9]+$/.test(String(f)));
  } catch {
    return [];
  }
};

beforeAll(async () => {
  server = await startServer({ env: { UPLOAD_IMAGE_MAX_MB: '1', UPLOAD_VIDEO_MAX_MB: '2' } });
  http = client(server);
  admin = await http.login(DEMO.admin.email, 'admin');
  trainer = await http.login(DEMO.trainer.email, 'trainer');
});
afterAll(() => server?.close());

describe('upload', () => {
  it('stores an image under a random name and serves it with its type, inert', async () => {
    const res = await upload(PNG, 'cover.png', trainer, 'trainer');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, type: 'image/png', size: PNG.length });
    expect(String(res.body.url)).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${server.url}${String(res.body.url)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('takes a video by its bytes whatever it is called', async () => {
    const res = await upload(MP4, 'clip.png', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'video/mp4' });
    expect(String(res.body.url)).toMatch(/\.mp4$/);
  });

  it('refuses what is not an image or a video, whatever its name says, and keeps nothing', async () => {
    const before = storedFiles().length;
    const res = await upload(Buffer.from('<html><script>alert(1)</script></html>'.padEnd(64)), 'evil.png', admin);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: true, message: 'Upload an image (JPEG, PNG, WebP, GIF) or a video (MP4, WebM)' });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an image over the image limit and keeps no partial file', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
    const res = await upload(big, 'big.png', admin);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The image is larger than 1 MB');
    expect(storedFiles().length).toBe(before);
  });

  it('needs a signed-in, active account and a file field', async () => {
    expect((await upload(PNG, 'a.png', null)).status).toBe(401);
    const noFile = await upload(PNG, 'a.png', admin, 'admin', 'other');
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Send the file as the multipart field `file`');
    await server.database.db.updateTable('user').set({ status: 0 }).where('email', '=', DEMO.trainer2.email).execute();
    const marco = await http.login(DEMO.trainer2.email, 'trainer');
    const refused = await upload(PNG, 'a.png', marco, 'trainer');
    expect(refused.status).toBe(403);
    await server.database.db.updateTable('user').set({ status: 1 }).where('email', '=', DEMO.trainer2.email).execute();
  });
});
