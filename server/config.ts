/**
 * Server configuration: the only place the server reads process.env. Validated once, at boot.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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
  /**
   * The card provider: Stripe when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET; STRIPE_API_URL points the
   * SDK at another host, for tests), the built-in sandbox otherwise.
   */
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  provider: 'stripe' | 'sandbox';
  /** STRIPE_SECRET_KEY (stripe only). */
  secretKey: string | null;
  /** STRIPE_WEBHOOK_SECRET; for the sandbox a secret of its own, derived from JWT_SECRET. */
  webhookSecret: string;
  /** STRIPE_API_URL: the Stripe API's address (default Stripe's own). */
  apiUrl: string | null;
  /** REFUND_WINDOW_DAYS (default 30): how long after a purchase an athlete may ask for a refund. */
  refundWindowDays: number;
}

export class ConfigError extends Error {}

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
    host: env.HOST ?? '0.0.0.0',
    port,
    projectId,
    databaseUrl,
    sqliteFile,
    jwtSecret: env.JWT_SECRET ?? '',
    accessTokenTtlMin: ttl,
    seedDemo: nodeEnv !== 'production' && env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
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
    payments: { provider: 'sandbox', secretKey: null, webhookSecret: '', apiUrl: null, refundWindowDays: 30 },
    ...overrides,
  };
  if (!config.jwtSecret) {
    if (nodeEnv === 'production') throw new ConfigError('JWT_SECRET is required in production');
    config.jwtSecret = developmentSecret(config.sqliteFile);
  }
  if (config.jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  if (!overrides.payments) config.payments = paymentsConfig(env, config.jwtSecret);
  return config;
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

function paymentsConfig(env: NodeJS.ProcessEnv, jwtSecret: string): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || null;
  const refundWindowDays = int(env.REFUND_WINDOW_DAYS, 30, 'REFUND_WINDOW_DAYS', 0, 3650);
  const apiUrl = env.STRIPE_API_URL?.trim() || null;
  if (apiUrl && !/^https?:\/\/[^/]+\/?$/.test(apiUrl)) throw new ConfigError('STRIPE_API_URL must be like https://host:port');
  if (!secretKey) {
    // The sandbox signs its events like Stripe does, with a secret of its own.
    const webhookSecret = `whsec_sandbox_${createHash('sha256').update(`sandbox-webhook:${jwtSecret}`).digest('base64url')}`;
    return { provider: 'sandbox', secretKey: null, webhookSecret, apiUrl: null, refundWindowDays };
  }
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
  return { provider: 'stripe', secretKey, webhookSecret, apiUrl, refundWindowDays };
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
