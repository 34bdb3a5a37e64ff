/**
 * Lambdas upload and s3/upload: real multipart over HTTP; the type is read from the bytes, sizes are capped, a name
 * carrying a path is refused, files are served inert. Local disk by default; an S3-compatible bucket when configured,
 * through the real SDK against a local S3 server on loopback that checks every request's SigV4 signature.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3ApiServer } from '../helpers/s3-api-server';
import { client, DEMO, logCollector, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let admin: string;
let trainer: string;

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
const MP4 = Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from('ftypmp42'), Buffer.alloc(64, 2)]);

async function upload(body: Buffer | null, name: string, token?: string | null, role = 'admin', field = 'file', endpoint = 'upload', on = server) {
  const form = new FormData();
  if (body) form.append(field, new Blob([new Uint8Array(body)], { type: 'image/png' }), name);
  const headers: Record<string, string> = { 'x-project': 'sportlink' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${on.api}/sportlink/${role}/lambda/${endpoint}`, { method: 'POST', headers, body: form });
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
    expect(res.body).toMatchObject({ error: false, type: 'image/png', size: PNG.length, storage: 'local' });
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

describe('upload: names and paths', () => {
  it('refuses a file name that carries a path, and writes nothing outside the upload folder', async () => {
    const before = storedFiles().length;
    for (const name of ['../../evil.png', '..\\..\\evil.png', 'a/b.png', 'C:\\evil.png']) {
      const res = await upload(PNG, name, admin);
      expect(res.status, name).toBe(400);
      expect(res.body).toEqual({ error: true, message: 'The file name may not contain a path' });
    }
    expect(storedFiles().length).toBe(before);
    expect(existsSync(join(dirname(server.app.config.uploadDir), 'evil.png'))).toBe(false);
  });

  it('does not serve anything outside the upload folder', async () => {
    for (const path of ['/uploads/../test.db', '/uploads/..%2ftest.db', '/uploads/%2e%2e/jwt-secret']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(await res.text()).not.toContain('SQLite format');
    }
  });

  it('s3/upload stores through the same local storage when no bucket is configured', async () => {
    const res = await upload(PNG, 'cover.png', trainer, 'trainer', 'file', 's3/upload');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, type: 'image/png', storage: 'local' });
    expect((await fetch(`${server.url}${String(res.body.url)}`)).headers.get('content-type')).toBe('image/png');
  });
});

describe('upload folder on a new install', () => {
  it('is made at boot: before the first upload a missing file is a 404, and nothing warns that the folder is missing', async () => {
    const logs = logCollector();
    const fresh = await startServer({ seed: false, logStream: logs.stream, env: { LOG_LEVEL: 'info' } });
    try {
      expect(existsSync(fresh.config.uploadDir)).toBe(true);
      expect(readdirSync(fresh.config.uploadDir)).toEqual([]);
      const res = await fetch(`${fresh.url}/uploads/2026/01/${'0'.repeat(32)}.png`);
      expect(res.status).toBe(404);
      expect(logs.lines.join('')).not.toContain('must exist');
    } finally {
      await fresh.close();
    }
  });
});

describe('upload to an S3-compatible bucket', () => {
  let s3: S3ApiServer;
  let bucketServer: TestServer;
  let athleteToken: string;
  let adminToken: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucketServer = await startServer({
      env: {
        UPLOAD_IMAGE_MAX_MB: '1',
        UPLOAD_VIDEO_MAX_MB: '2',
        S3_BUCKET: s3.bucket,
        S3_REGION: s3.region,
        S3_ENDPOINT: s3.url,
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
    });
    const http2 = client(bucketServer);
    athleteToken = await http2.login(DEMO.athlete.email, 'member');
    adminToken = await http2.login(DEMO.admin.email, 'admin');
  });
  afterAll(async () => {
    await bucketServer?.close();
    await s3?.close();
  });

  it('stores an image as a signed object with its content type, and answers the URL it is served at', async () => {
    const res = await upload(PNG, 'me.png', athleteToken, 'member', 'file', 's3/upload', bucketServer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ error: false, type: 'image/png', size: PNG.length, storage: 's3' });
    const url = String(res.body.url);
    expect(url).toMatch(new RegExp(`^${s3.url}/${s3.bucket}/uploads/\\d{4}/\\d{2}/[0-9a-f]{32}\\.png$`));
    const key = url.slice(`${s3.url}/${s3.bucket}/`.length);
    const put = s3.calls.find((c) => c.method === 'PUT' && c.path.endsWith(key));
    expect(put).toMatchObject({ status: 200, signed: true });
    expect(s3.objects.get(key)).toMatchObject({ contentType: 'image/png', cacheControl: 'public, max-age=31536000, immutable' });
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // Nothing lands on the local disk in S3 mode.
    expect(existsSync(bucketServer.app.config.uploadDir) ? readdirSync(bucketServer.app.config.uploadDir, { recursive: true }).length : 0).toBe(0);
  });

  it('upload goes to the same bucket, a video with its own type', async () => {
    const res = await upload(MP4, 'clip.png', adminToken, 'admin', 'file', 'upload', bucketServer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'video/mp4', storage: 's3' });
    const key = String(res.body.url).split(`/${s3.bucket}/`)[1];
    expect(s3.objects.get(key)?.contentType).toBe('video/mp4');
  });

  it('refuses a spoofed type, an oversized image and a path in the name, and puts nothing in the bucket', async () => {
    const before = s3.objects.size;
    const html = await upload(Buffer.from('<svg onload=alert(1)>'.padEnd(64)), 'logo.png', adminToken, 'admin', 'file', 's3/upload', bucketServer);
    expect(html.status).toBe(415);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]), 'big.png', adminToken, 'admin', 'file', 's3/upload', bucketServer);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The image is larger than 1 MB');
    const traversal = await upload(PNG, '../../../etc/cron.d/x.png', adminToken, 'admin', 'file', 's3/upload', bucketServer);
    expect(traversal.status).toBe(400);
    expect(s3.objects.size).toBe(before);
    expect([...s3.objects.keys()].every((k) => /^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(png|mp4)$/.test(k))).toBe(true);
  });

  it('answers 502 with a message, and keeps nothing, when the bucket refuses the signature', async () => {
    const before = s3.objects.size;
    const secret = s3.secretAccessKey;
    s3.secretAccessKey = 'a-different-secret';
    try {
      const res = await upload(PNG, 'me.png', athleteToken, 'member', 'file', 's3/upload', bucketServer);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: true, message: 'The file could not be stored; try again' });
      expect(s3.calls.at(-1)).toMatchObject({ method: 'PUT', status: 403, signed: false });
    } finally {
      s3.secretAccessKey = secret;
    }
    expect(s3.objects.size).toBe(before);
  });

  it('needs a signed-in account for s3/upload too', async () => {
    expect((await upload(PNG, 'a.png', null, 'member', 'file', 's3/upload', bucketServer)).status).toBe(401);
  });
});
