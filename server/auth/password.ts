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

/**
 * The stored value of an account without a password (made by an identity provider, or whose password was
 * cleared when its address was first proven): it is no scrypt hash, so no password ever matches it.
 * The random part keeps two such values from being equal.
 */
const NO_PASSWORD = 'none';
export function noPasswordHash(): string {
  return `${NO_PASSWORD}$${randomBytes(16).toString('base64url')}`;
}

/** True when `stored` is a password hash some password can match (not a `noPasswordHash()`). */
function isUsableHash(stored: string | null | undefined): stored is string {
  const [alg, n, r, p, salt, hash] = String(stored ?? '').split('$');
  return alg === 'scrypt' && [n, r, p].every((v) => Number.isInteger(Number(v)) && Number(v) > 0) && !!salt && !!hash;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  // No password (or a malformed value): never a match, after the same work as a real check, so the
  // answer's timing does not tell that the account has no password.
  if (!isUsableHash(stored)) {
    await scryptMatches(password, await dummyHash());
    return false;
  }
  return scryptMatches(password, stored);
}

async function scryptMatches(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
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
