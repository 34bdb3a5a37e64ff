/**
 * Server configuration: the only place the server reads process.env. Validated once, at boot.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { AI_LIMITS } from '../src/config/ai';
import { DEFAULT_PASSWORD_COST } from './auth/password';
import { DEFAULT_PROJECT_ID, TOKEN } from '../src/config/constants';

export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  projectId: string;
  /** PostgreSQL connection string; SQLite when absent. */
  databaseUrl: string | null;
  sqliteFile: string;
  jwtSecret: string;
  accessTokenTtlMin: number;
  seedDemo: boolean;
  logLevel: string;
  /**
   * Which proxies' `X-Forwarded-For` is believed (TRUST_PROXY): false (default: the client address is the socket's,
   * so nobody can name another address by sending the header), true (any), or a list of addresses/CIDRs.
   * The per-address sign-in limits count the address this yields.
   */
  trustProxy: boolean | string[];
  /**
   * PASSWORD_HASH_COST: log2 of scrypt's N for new password hashes (default 17, OWASP's baseline; 15 to 20 in
   * production; tests use less). Existing hashes keep the cost they were made with.
   */
  passwordCost: number;
  /** The built web app to serve, when present. */
  webDist: string | null;
  /** The public address of the web app, for links in mail. */
  appUrl: string;
  /** SMTP server (smtp://user:pass@host:port); without it mail is printed and kept in the outbox table. */
  smtpUrl: string | null;
  mailFrom: string;
  refreshTokenTtlDays: number;
  /** A token that lets someone sign up as an admin at /admin/sign-up (unset: only a super admin adds admins). */
  adminSignupToken: string | null;
  /** Captcha verification (Google reCAPTCHA's siteverify or a compatible URL) and its secret. */
  captchaVerifyUrl: string | null;
  captchaSecret: string | null;
  /** OpenID Connect providers by name: `google` (GOOGLE_CLIENT_ID/SECRET) and OIDC_PROVIDER (OIDC_ISSUER, OIDC_CLIENT_ID/SECRET). */
  oidcProviders: Record<string, { issuer: string; clientId: string; clientSecret: string }>;
  /** Where uploaded files are kept (UPLOAD_DIR; default `uploads/` beside the SQLite file). */
  uploadDir: string;
  /** UPLOAD_IMAGE_MAX_MB (default 5) and UPLOAD_VIDEO_MAX_MB (default 200), in bytes. */
  uploadLimits: { imageBytes: number; videoBytes: number };
  /** An S3-compatible bucket the uploads are stored in (S3_BUCKET and its settings); null: local disk (uploadDir). */
  s3: S3Config | null;
  /** AI through an OpenAI-compatible service (AI_API_KEY, ...); `service` null: the AI calls answer 503. */
  ai: AiConfig;
  /**
   * The card provider: Stripe when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET; STRIPE_API_URL points the
   * SDK at another host, for tests), the built-in sandbox otherwise.
   */
  payments: PaymentsConfig;
  /**
   * Google Calendar for scheduling sessions (GOOGLE_CALENDAR_*): an OAuth client and a refresh token of an account
   * that may write to the calendar; null when not configured (scheduling then offers an .ics file instead).
   */
  googleCalendar: GoogleCalendarConfig | null;
  /**
   * REDIS_URL (redis://...): the attempt counters live there, shared by every instance (server/auth/limiter.ts);
   * unset: in PostgreSQL's `rate_limit` table, or in memory on SQLite.
   */
  redisUrl: string | null;
  /** REDIS_PREFIX (default `sportlink:`): the start of every key this app writes in Redis, so apps may share one. */
  redisPrefix: string;
  /**
   * METRICS_TOKEN: the bearer token `/metrics` asks of a scraper that is not on this machine (unset: only this machine,
   * not through a proxy, may read it).
   */
  metricsToken: string | null;
  /** SHUTDOWN_TIMEOUT_S (default 25): how long SIGTERM waits for the requests in flight before it exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * Scheduled copies of the SQLite database (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP, default 7); null when
   * BACKUP_DIR or BACKUP_EVERY_HOURS is unset, or on PostgreSQL (its backups are the operator's, README).
   */
  backups: { dir: string; everyMs: number; keep: number } | null;
}

export interface GoogleCalendarConfig {
  /** GOOGLE_CALENDAR_ID: the calendar the events go to (`primary` or a calendar's address). */
  calendarId: string;
  /** GOOGLE_CALENDAR_CLIENT_ID / _SECRET (default GOOGLE_CLIENT_ID / _SECRET, the sign-in client). */
  clientId: string;
  clientSecret: string;
  /** GOOGLE_CALENDAR_REFRESH_TOKEN: a refresh token granted the calendar.events scope. */
  refreshToken: string;
  /** GOOGLE_CALENDAR_API_URL: the Calendar v3 API's base address (default Google's; tests use a local server). */
  apiUrl: string;
  /** GOOGLE_CALENDAR_TOKEN_URL: the OAuth token endpoint (default Google's). */
  tokenUrl: string;
}

export interface PaymentsConfig {
  provider: 'stripe' | 'sandbox';
  /** STRIPE_SECRET_KEY (stripe only). */
  secretKey: string | null;
  /** STRIPE_WEBHOOK_SECRET; for the sandbox a secret of its own, derived from JWT_SECRET. */
  webhookSecret: string;
  /**
   * STRIPE_CONNECT_WEBHOOK_SECRET: the signing secret of the Connect webhook endpoint (connected accounts' events:
   * account.updated, payout.paid, payout.failed), when Stripe sends them to an endpoint of their own; stripe only.
   */
  connectWebhookSecret: string | null;
  /** STRIPE_API_URL: the Stripe API's address (default Stripe's own). */
  apiUrl: string | null;
  /** REFUND_WINDOW_DAYS (default 30): how long after a purchase an athlete may ask for a refund. */
  refundWindowDays: number;
  /**
   * PAYOUT_CHECK_MINUTES (default 10; 0 never): how often the server pays out what the payout schedule says is due
   * and sends the payouts a stop left half-way (ADR 027). Tests run it themselves (0 unless set).
   */
  payoutCheckMs: number;
}

export interface S3Config {
  /** S3_BUCKET. */
  bucket: string;
  /** S3_REGION (default us-east-1). */
  region: string;
  /** S3_ENDPOINT: an S3-compatible service's address (MinIO, R2, ...); null: AWS's own. */
  endpoint: string | null;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (both required with S3_BUCKET). */
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_PUBLIC_URL: where the bucket's objects are served (a CDN, a public bucket domain); null: derived from the endpoint. */
  publicUrl: string | null;
  /** S3_FORCE_PATH_STYLE=1: address the bucket as endpoint/bucket/key (most S3-compatible services) instead of bucket.host/key. */
  forcePathStyle: boolean;
}

export interface AiService {
  /** AI_API_URL: the OpenAI-compatible API's base, with its version (default OpenAI's https://api.openai.com/v1). */
  baseUrl: string;
  /** AI_API_KEY: sent as the bearer token; never logged or returned. */
  apiKey: string;
  /** AI_CHAT_MODEL (default gpt-4o-mini): chat completions (the records AI query, gpt-translate). */
  chatModel: string;
  /** AI_TRANSCRIBE_MODEL (default whisper-1): audio transcriptions (gpt-transcribe). */
  transcribeModel: string;
  /** AI_TIMEOUT_S (default 30), in ms: how long one call to the service may take. */
  timeoutMs: number;
}

export interface AiConfig {
  service: AiService | null;
  /** AI_AUDIO_MAX_MB (default 25), in bytes: the largest recording gpt-transcribe takes. */
  audioBytes: number;
  /** AI_RATE_LIMIT_PER_MIN (default 20): AI calls per user per minute. */
  ratePerMin: number;
}

export class ConfigError extends Error {}

/** TRUST_PROXY: unset/`false` (trust no proxy), `true` (any), or addresses and CIDRs (`10.0.0.0/8,127.0.0.1`, `loopback`). */
function trustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  const address = /^\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?$|^[0-9a-f]*:[0-9a-f:.]*(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/i;
  const bad = list.find((s) => !address.test(s));
  if (bad) throw new ConfigError(`TRUST_PROXY must be true, false or a list of addresses/CIDRs, not ${bad}`);
  return list;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = (env.NODE_ENV ?? 'development') as Config['env'];
  if (!['development', 'test', 'production'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, test or production, not ${nodeEnv}`);
  }
  const port = int(env.PORT, 8080, 'PORT', 0, 65535);
  const ttl = int(env.ACCESS_TOKEN_TTL_MIN, TOKEN.defaultAccessTtlMin, 'ACCESS_TOKEN_TTL_MIN', 1, 60 * 24 * 30);
  const projectId = env.PROJECT_ID ?? DEFAULT_PROJECT_ID;
  if (!/^[a-z0-9_-]{1,64}$/.test(projectId)) throw new ConfigError('PROJECT_ID must match ^[a-z0-9_-]{1,64}$');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)');
  }
  const sqliteFile = resolve(env.SQLITE_FILE ?? 'data/sportlink.db');
  const webDist = resolve(env.WEB_DIST ?? 'dist');
  const config: Config = {
    env: nodeEnv,
    // Outside production only this machine reaches it (the demo accounts' password is public); HOST opens it up.
    host: env.HOST ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port,
    projectId,
    databaseUrl,
    sqliteFile,
    jwtSecret: env.JWT_SECRET ?? '',
    accessTokenTtlMin: ttl,
    seedDemo: nodeEnv !== 'production' && env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    passwordCost: int(env.PASSWORD_HASH_COST, DEFAULT_PASSWORD_COST, 'PASSWORD_HASH_COST', nodeEnv === 'production' ? 15 : 10, 20),
    webDist: existsSync(resolve(webDist, 'index.html')) ? webDist : null,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'Sportlink <no-reply@sportlink.test>',
    refreshTokenTtlDays: int(env.REFRESH_TOKEN_TTL_DAYS, 30, 'REFRESH_TOKEN_TTL_DAYS', 1, 365),
    adminSignupToken: env.ADMIN_SIGNUP_TOKEN?.trim() || null,
    captchaVerifyUrl: env.CAPTCHA_VERIFY_URL?.trim() || null,
    captchaSecret: env.CAPTCHA_SECRET?.trim() || null,
    oidcProviders: oidcProviders(env),
    uploadDir: resolve(env.UPLOAD_DIR ?? resolve(dirname(sqliteFile), 'uploads')),
    uploadLimits: {
      imageBytes: int(env.UPLOAD_IMAGE_MAX_MB, 5, 'UPLOAD_IMAGE_MAX_MB', 1, 100) * 1048576,
      videoBytes: int(env.UPLOAD_VIDEO_MAX_MB, 200, 'UPLOAD_VIDEO_MAX_MB', 1, 5000) * 1048576,
    },
    s3: s3Config(env),
    ai: aiConfig(env),
    payments: { provider: 'sandbox', secretKey: null, webhookSecret: '', connectWebhookSecret: null, apiUrl: null, refundWindowDays: 30, payoutCheckMs: 0 },
    googleCalendar: googleCalendarConfig(env),
    redisUrl: redisUrl(env.REDIS_URL),
    redisPrefix: env.REDIS_PREFIX?.trim() || 'sportlink:',
    metricsToken: metricsToken(env.METRICS_TOKEN),
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_S, 25, 'SHUTDOWN_TIMEOUT_S', 1, 3600) * 1000,
    backups: backupsConfig(env, databaseUrl),
    ...overrides,
  };
  if (!config.jwtSecret) {
    if (nodeEnv === 'production') throw new ConfigError('JWT_SECRET is required in production');
    config.jwtSecret = developmentSecret(config.sqliteFile);
  }
  if (config.jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  if (!overrides.payments) config.payments = paymentsConfig(env, config.jwtSecret, nodeEnv);
  return config;
}

function redisUrl(value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(url)) throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  return url;
}

function metricsToken(value: string | undefined): string | null {
  const token = value?.trim();
  if (!token) return null;
  if (token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return token;
}

function backupsConfig(env: NodeJS.ProcessEnv, databaseUrl: string | null): Config['backups'] {
  const dir = env.BACKUP_DIR?.trim();
  const hours = env.BACKUP_EVERY_HOURS?.trim();
  if (!dir || !hours || databaseUrl) return null;
  return { dir: resolve(dir), everyMs: int(hours, 24, 'BACKUP_EVERY_HOURS', 1, 576) * 3_600_000, keep: int(env.BACKUP_KEEP, 7, 'BACKUP_KEEP', 1, 1000) };
}

/** Outside production a random secret is kept beside the database, so tokens survive restarts. */
function developmentSecret(sqliteFile: string): string {
  const file = resolve(dirname(sqliteFile), 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function paymentsConfig(env: NodeJS.ProcessEnv, jwtSecret: string, nodeEnv: Config['env']): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || null;
  const refundWindowDays = int(env.REFUND_WINDOW_DAYS, 30, 'REFUND_WINDOW_DAYS', 0, 3650);
  const payoutCheckMs = int(env.PAYOUT_CHECK_MINUTES, nodeEnv === 'test' ? 0 : 10, 'PAYOUT_CHECK_MINUTES', 0, 1440) * 60_000;
  const apiUrl = env.STRIPE_API_URL?.trim() || null;
  if (apiUrl && !/^https?:\/\/[^/]+\/?$/.test(apiUrl)) throw new ConfigError('STRIPE_API_URL must be like https://host:port');
  if (!secretKey) {
    // The sandbox signs its events like Stripe does, with a secret of its own.
    const webhookSecret = `whsec_sandbox_${createHash('sha256').update(`sandbox-webhook:${jwtSecret}`).digest('base64url')}`;
    return { provider: 'sandbox', secretKey: null, webhookSecret, connectWebhookSecret: null, apiUrl: null, refundWindowDays, payoutCheckMs };
  }
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
  return { provider: 'stripe', secretKey, webhookSecret, connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET?.trim() || null, apiUrl, refundWindowDays, payoutCheckMs };
}

function googleCalendarConfig(env: NodeJS.ProcessEnv): GoogleCalendarConfig | null {
  const value = (name: string) => env[name]?.trim() || null;
  const calendarId = value('GOOGLE_CALENDAR_ID');
  const refreshToken = value('GOOGLE_CALENDAR_REFRESH_TOKEN');
  const clientId = value('GOOGLE_CALENDAR_CLIENT_ID') ?? value('GOOGLE_CLIENT_ID');
  const clientSecret = value('GOOGLE_CALENDAR_CLIENT_SECRET') ?? value('GOOGLE_CLIENT_SECRET');
  if (!calendarId && !refreshToken) return null;
  const missing = [
    ['GOOGLE_CALENDAR_ID', calendarId],
    ['GOOGLE_CALENDAR_REFRESH_TOKEN', refreshToken],
    ['GOOGLE_CALENDAR_CLIENT_ID (or GOOGLE_CLIENT_ID)', clientId],
    ['GOOGLE_CALENDAR_CLIENT_SECRET (or GOOGLE_CLIENT_SECRET)', clientSecret],
  ].filter(([, v]) => !v);
  if (missing.length) throw new ConfigError(`Google Calendar scheduling needs ${missing.map(([n]) => n).join(', ')}`);
  const url = (name: string, fallback: string) => {
    const raw = (value(name) ?? fallback).replace(/\/+$/, '');
    if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(raw)) throw new ConfigError(`${name} must be an http(s) address`);
    return raw;
  };
  return {
    calendarId: calendarId!,
    clientId: clientId!,
    clientSecret: clientSecret!,
    refreshToken: refreshToken!,
    apiUrl: url('GOOGLE_CALENDAR_API_URL', 'https://www.googleapis.com/calendar/v3'),
    tokenUrl: url('GOOGLE_CALENDAR_TOKEN_URL', 'https://oauth2.googleapis.com/token'),
  };
}

const httpUrl = (raw: string, name: string): string => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL`);
  return raw.replace(/\/+$/, '');
};

function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError('S3_BUCKET must be a bucket name (3-63 of a-z 0-9 . -)');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId || !secretAccessKey) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET');
  const region = env.S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]{2,32}$/.test(region)) throw new ConfigError('S3_REGION must be a region name such as eu-west-1');
  const flag = env.S3_FORCE_PATH_STYLE?.trim() ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(flag)) throw new ConfigError('S3_FORCE_PATH_STYLE must be 1 or 0');
  return {
    bucket,
    region,
    endpoint: env.S3_ENDPOINT?.trim() ? httpUrl(env.S3_ENDPOINT.trim(), 'S3_ENDPOINT') : null,
    accessKeyId,
    secretAccessKey,
    publicUrl: env.S3_PUBLIC_URL?.trim() ? httpUrl(env.S3_PUBLIC_URL.trim(), 'S3_PUBLIC_URL') : null,
    forcePathStyle: flag === '1' || flag === 'true',
  };
}

function aiConfig(env: NodeJS.ProcessEnv): AiConfig {
  const apiKey = env.AI_API_KEY?.trim();
  const limits = {
    audioBytes: int(env.AI_AUDIO_MAX_MB, AI_LIMITS.defaultAudioMaxMb, 'AI_AUDIO_MAX_MB', 1, 100) * 1048576,
    ratePerMin: int(env.AI_RATE_LIMIT_PER_MIN, AI_LIMITS.defaultRatePerMin, 'AI_RATE_LIMIT_PER_MIN', 1, 10_000),
  };
  const timeoutMs = int(env.AI_TIMEOUT_S, AI_LIMITS.defaultTimeoutS, 'AI_TIMEOUT_S', 1, 600) * 1000;
  if (!apiKey) return { service: null, ...limits };
  const model = (raw: string | undefined, fallback: string, name: string) => {
    const value = raw?.trim() || fallback;
    if (!/^[A-Za-z0-9._:/-]{1,100}$/.test(value)) throw new ConfigError(`${name} must be a model name`);
    return value;
  };
  return {
    service: {
      baseUrl: httpUrl(env.AI_API_URL?.trim() || 'https://api.openai.com/v1', 'AI_API_URL'),
      apiKey,
      chatModel: model(env.AI_CHAT_MODEL, 'gpt-4o-mini', 'AI_CHAT_MODEL'),
      transcribeModel: model(env.AI_TRANSCRIBE_MODEL, 'whisper-1', 'AI_TRANSCRIBE_MODEL'),
      timeoutMs,
    },
    ...limits,
  };
}

function oidcProviders(env: NodeJS.ProcessEnv): Config['oidcProviders'] {
  const out: Config['oidcProviders'] = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    out.google = { issuer: 'https://accounts.google.com', clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  }
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    const name = env.OIDC_PROVIDER ?? 'oidc';
    if (!/^[a-z][a-z0-9-]{1,30}$/.test(name) || name === '2fa') throw new ConfigError('OIDC_PROVIDER must be a short lower-case name');
    out[name] = { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET };
  }
  return out;
}

function int(raw: string | undefined, fallback: number, name: string, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}`);
  return n;
}
