import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (pw: string, salt: Buffer, len: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(pw, salt, len, opts, (e, k) => (e ? reject(e) : resolve(k))));

// OWASP's scrypt baseline: N=2^17, r=8, p=1 (128 MiB). Stored as scrypt$N$r$p$salt$hash so it can be raised later:
// a hash is always checked with the cost it was made with.
export const DEFAULT_PASSWORD_COST = 17;
const PARAMS = { N: 2 ** DEFAULT_PASSWORD_COST, r: 8, p: 1 };

/**
 * The cost (log2 of scrypt's N) new hashes are made with, from PASSWORD_HASH_COST (server/config.ts). Set once at
 * boot, before the demo data is seeded; test servers lower it so hundreds of sign-ins do not each take 128 MiB.
 */
export function setPasswordCost(cost: number): void {
  if (PARAMS.N === 2 ** cost) return;
  PARAMS.N = 2 ** cost;
  dummy = null;
}
const KEYLEN = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEYLEN, { ...PARAMS, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword(randomBytes(12).toString('hex')));
}
