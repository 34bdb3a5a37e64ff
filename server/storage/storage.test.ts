import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type S3Config } from '../config';
import { assertSafeKey, LocalStorage, s3ObjectUrl } from './storage';
import { assertPlainFileName } from './uploads';

const s3: S3Config = { bucket: 'media', region: 'eu-west-1', endpoint: null, accessKeyId: 'AK', secretAccessKey: 'SK', publicUrl: null, forcePathStyle: false };
const dir = mkdtempSync(join(tmpdir(), 'sportlink-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('storage keys', () => {
  it('takes the server-made keys', () => {
    expect(() => assertSafeKey('2026/05/0123456789abcdef0123456789abcdef.png')).not.toThrow();
    expect(() => assertSafeKey('uploads/2026/05/abc.webm')).not.toThrow();
  });

  it('refuses any key that could leave its folder or is not one of ours', () => {
    for (const key of ['../x.png', '2026/../../x.png', '/etc/passwd', 'a//b.png', 'a/./b.png', 'A/B.png', 'a\\b.png', 'a/..png', '', 'a b.png']) {
      expect(() => assertSafeKey(key), key).toThrow(/Unsafe storage key/);
    }
  });
});

describe('file names from clients', () => {
  it('takes a plain name and refuses one with a path, a drive or a control character', () => {
    expect(() => assertPlainFileName('cover photo (1).png')).not.toThrow();
    expect(() => assertPlainFileName(undefined)).not.toThrow();
    for (const name of ['../evil.png', 'a/b.png', '..\\evil.png', 'C:evil.png', '..', 'x\u0000.png']) {
      expect(() => assertPlainFileName(name), name).toThrow('The file name may not contain a path');
    }
  });
});

describe('S3 object URLs', () => {
  it('are on AWS virtual-hosted by default, path-style when asked', () => {
    expect(s3ObjectUrl(s3, 'uploads/2026/05/a.png')).toBe('https://media.s3.eu-west-1.amazonaws.com/uploads/2026/05/a.png');
    expect(s3ObjectUrl({ ...s3, forcePathStyle: true }, 'uploads/a.png')).toBe('https://s3.eu-west-1.amazonaws.com/media/uploads/a.png');
  });

  it('follow a custom endpoint, and the public URL before everything', () => {
    expect(s3ObjectUrl({ ...s3, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true }, 'uploads/a.png')).toBe('http://127.0.0.1:9000/media/uploads/a.png');
    expect(s3ObjectUrl({ ...s3, endpoint: 'https://r2.example' }, 'uploads/a.png')).toBe('https://media.r2.example/uploads/a.png');
    expect(s3ObjectUrl({ ...s3, endpoint: 'https://r2.example', publicUrl: 'https://cdn.example/media' }, 'uploads/a.png')).toBe('https://cdn.example/media/uploads/a.png');
  });
});

describe('local storage', () => {
  it('writes an object under its folder and answers its /uploads/ URL; an aborted one leaves nothing', async () => {
    const storage = new LocalStorage(dir);
    const w = await storage.create('2026/05/abc.png', 'image/png');
    await w.write(Buffer.from('hello'));
    expect(await w.finish()).toBe('/uploads/2026/05/abc.png');
    expect(readFileSync(join(dir, '2026/05/abc.png'), 'utf8')).toBe('hello');
    const aborted = await storage.create('2026/05/def.png', 'image/png');
    await aborted.write(Buffer.from('partial'));
    await aborted.abort();
    expect(readdirSync(join(dir, '2026/05'))).toEqual(['abc.png']);
  });

  it('never overwrites an object that is there', async () => {
    await expect(new LocalStorage(dir).create('2026/05/abc.png', 'image/png')).rejects.toThrow();
  });
});

describe('S3 configuration', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SQLITE_FILE: join(dir, 'db.sqlite') };

  it('is off without a bucket, and reads every setting with one', () => {
    expect(loadConfig(base).s3).toBeNull();
    const config = loadConfig({ ...base, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: '1', S3_PUBLIC_URL: 'https://cdn.example/' });
    expect(config.s3).toEqual({ bucket: 'media', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', accessKeyId: 'AK', secretAccessKey: 'SK', publicUrl: 'https://cdn.example', forcePathStyle: true });
  });

  it('refuses a bucket without keys, a bad bucket name, endpoint or flag at boot', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'media' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'Media_Bucket', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ ...base, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK', S3_ENDPOINT: 'ftp://x' })).toThrow('S3_ENDPOINT');
    expect(() => loadConfig({ ...base, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK', S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE');
  });
});
