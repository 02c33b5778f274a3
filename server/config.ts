import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadPaymentsConfig, type PaymentsConfig } from './commerce/payments/config.ts';
import { loadPushConfig, type PushConfig } from './commerce/push/vapid.ts';
import { loadVatReceiptsConfig, type VatReceiptsConfig } from './commerce/vat-receipts/config.ts';

export interface Secrets {
  /** OAuth client credentials the gateway uses against the commerce service. */
  clientId: string;
  clientSecret: string;
  /** HMAC key that signs access tokens. */
  tokenSecret: string;
  /** Basic-auth credentials of the search service. */
  searchUser: string;
  searchPassword: string;
  /** `STAFF_TOKEN`: the bearer token of the staff API (`/api/v2/admin/...`, server/commerce/staff/auth.ts). */
  staffToken: string;
}

export interface ShopConfig {
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Statements sent to the PostgreSQL server prepared, parsed and planned once per connection
   * (server/platform/db/prepared.ts). `DATABASE_PREPARED_STATEMENTS=false` for a pooler that cannot
   * hold them (PgBouncer in transaction mode before 1.21, or without `max_prepared_statements`).
   */
  databasePreparedStatements: boolean;
  /** Remote commerce service; undefined = in-process. */
  commerceUrl: string | undefined;
  /** Remote search service; undefined = in-process. */
  searchUrl: string | undefined;
  searchIndex: string;
  /** Seed the demo catalog when the database has none (default: on, except in production). */
  seedDemoCatalog: boolean;
  logLevel: string;
  secrets: Secrets;
  accounts: AccountsConfig;
  /** Web Push VAPID keys (server/commerce/push/vapid.ts): generated into DATA_DIR in development. */
  push: PushConfig;
  /** Payments (#5): provider (`PAYMENT_PROVIDER`, default the sandbox), webhook secret, bank account. */
  payments: PaymentsConfig;
  /**
   * `TRUST_PROXY`: whose X-Forwarded-For to believe, so per-IP rate limits count the shopper, not
   * the proxy. `true` (any), a hop count, or addresses/CIDRs; unset: none (the socket's address).
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** `ORDER_EXPIRY_INTERVAL_MS`: how often unpaid orders past their payment deadline are expired. */
  orderExpiryIntervalMs: number;
  /**
   * `RETURN_WINDOW_HOURS` (spec §9: 24, 48 or 72 depending on the variant; default 72): how long
   * after delivery a shopper may ask to return an order.
   */
  returnWindowHours: number;
  /** VAT receipts (spec §9): the e-receipt sender (`VAT_RECEIPT_SENDER`, default the sandbox). */
  vatReceipts: VatReceiptsConfig;
}

/** What the gateway reads of the configuration, whether it runs with the services or apart. */
export interface GatewaySettings {
  production: boolean;
  searchIndex: string;
  trustProxy: ShopConfig['trustProxy'];
  secrets: GatewaySecrets;
  accounts: Pick<AccountsConfig, 'publicUrl' | 'social'>;
}

/** The secrets a gateway holds: the services' client credentials and the token key, no staff token. */
export type GatewaySecrets = Pick<
  Secrets,
  'clientId' | 'clientSecret' | 'tokenSecret' | 'searchUser' | 'searchPassword'
>;

/**
 * `SHOP_ROLE=gateway`: the gateway and the web pages alone, in front of commerce and search running
 * elsewhere. It holds no database and writes no data directory, so everything comes from the
 * environment.
 */
export interface GatewayConfig extends GatewaySettings {
  role: 'gateway';
  host: string;
  port: number;
  logLevel: string;
  commerceUrl: string;
  searchUrl: string;
}

/** Accounts (#6): where codes are sent, and how long a login lasts. */
export interface AccountsConfig {
  /** `smtp://user:pass@host:587`; unset: e-mails are only kept for /dev/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** HTTP SMS provider (POST JSON `{ to, text }` with a bearer key); unset: kept for /dev/outbox. */
  smsUrl: string | undefined;
  smsKey: string | undefined;
  sessionTtlSeconds: number;
  /** Where the shop is reached from outside, for links in e-mails (confirmation). */
  publicUrl: string;
  /** OpenID Connect social login, each on when its client id and secret are set. */
  social: Partial<Record<SocialProvider, SocialClient>>;
}

export type SocialProvider = 'google' | 'facebook';

export interface SocialClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const socialIssuers: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
};

/** `SOCIAL_GOOGLE_CLIENT_ID`, `…_CLIENT_SECRET`, optional `…_ISSUER` (a test provider). */
function socialClients(env: Env): Partial<Record<SocialProvider, SocialClient>> {
  const clients: Partial<Record<SocialProvider, SocialClient>> = {};
  for (const provider of Object.keys(socialIssuers) as SocialProvider[]) {
    const prefix = `SOCIAL_${provider.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`];
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret)
      throw new ConfigError(`${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET go together`);
    clients[provider] = {
      issuer: url(env, `${prefix}ISSUER`) ?? socialIssuers[provider],
      clientId,
      clientSecret,
    };
  }
  return clients;
}

/** Environment variable → secret. In production every one is required. */
export const secretVariables: Record<keyof Secrets, string> = {
  clientId: 'SHOP_CLIENT_ID',
  clientSecret: 'SHOP_CLIENT_SECRET',
  tokenSecret: 'SHOP_TOKEN_SECRET',
  searchUser: 'SEARCH_USER',
  searchPassword: 'SEARCH_PASSWORD',
  staffToken: 'STAFF_TOKEN',
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} is not a URL: "${raw}"`);
  }
}

export async function loadConfig(env: Env = process.env): Promise<ShopConfig> {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR || '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    production,
    // development serves /dev/outbox (login codes) and GraphiQL: this machine only, unless HOST says
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    port: integer(env, 'PORT', 3000, 0, 65_535),
    dataDir,
    databaseUrl,
    databasePreparedStatements: flag(env, 'DATABASE_PREPARED_STATEMENTS', true),
    commerceUrl: url(env, 'COMMERCE_URL'),
    searchUrl: url(env, 'SEARCH_URL'),
    searchIndex: env.SEARCH_INDEX || 'shoppy',
    seedDemoCatalog: env.SEED_DEMO_CATALOG ? env.SEED_DEMO_CATALOG !== 'false' : !production,
    logLevel: env.LOG_LEVEL || 'info',
    secrets: production ? secretsFromEnv(env) : await developmentSecrets(dataDir, env),
    push: await loadPushConfig(env, dataDir, production),
    payments: loadPaymentsConfig(env, production),
    trustProxy: trustProxy(env.TRUST_PROXY),
    orderExpiryIntervalMs: integer(env, 'ORDER_EXPIRY_INTERVAL_MS', 60_000, 1_000, 3_600_000),
    returnWindowHours: integer(env, 'RETURN_WINDOW_HOURS', 72, 1, 24 * 365),
    vatReceipts: loadVatReceiptsConfig(env, production),
    accounts: {
      smtpUrl: url(env, 'SMTP_URL'),
      mailFrom: env.MAIL_FROM || 'Shoppy <no-reply@shoppy.mn>',
      smsUrl: url(env, 'SMS_URL'),
      smsKey: env.SMS_KEY || undefined,
      sessionTtlSeconds: integer(env, 'SESSION_TTL_SECONDS', 30 * 24 * 3600, 300, 365 * 24 * 3600),
      publicUrl: url(env, 'PUBLIC_URL') ?? `http://localhost:${integer(env, 'PORT', 3000, 0, 65_535)}`,
      social: socialClients(env),
    },
  };
}

/** `SHOP_ROLE`: `all` (default, every service in one process) or `gateway` (loadGatewayConfig). */
export function shopRole(env: Env = process.env): 'all' | 'gateway' {
  const role = env.SHOP_ROLE || 'all';
  if (role !== 'all' && role !== 'gateway') {
    throw new ConfigError(`SHOP_ROLE must be "all" or "gateway", got "${role}"`);
  }
  return role;
}

const gatewaySecretKeys = [
  'clientId',
  'clientSecret',
  'tokenSecret',
  'searchUser',
  'searchPassword',
] as const;

export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  const commerceUrl = url(env, 'COMMERCE_URL');
  const searchUrl = url(env, 'SEARCH_URL');
  if (!commerceUrl || !searchUrl) {
    throw new ConfigError('SHOP_ROLE=gateway needs COMMERCE_URL and SEARCH_URL (where the services run)');
  }
  if (env.DATABASE_URL) {
    throw new ConfigError('SHOP_ROLE=gateway opens no database: unset DATABASE_URL (the services hold it)');
  }
  const missing = gatewaySecretKeys.map((key) => secretVariables[key]).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `SHOP_ROLE=gateway needs the services' secrets in the environment: ${missing.join(', ')} ` +
        "(in development they are in the services' DATA_DIR/secrets.json)",
    );
  }
  const port = integer(env, 'PORT', 3000, 0, 65_535);
  return {
    role: 'gateway',
    production,
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    port,
    logLevel: env.LOG_LEVEL || 'info',
    commerceUrl,
    searchUrl,
    searchIndex: env.SEARCH_INDEX || 'shoppy',
    trustProxy: trustProxy(env.TRUST_PROXY),
    secrets: Object.fromEntries(
      gatewaySecretKeys.map((key) => [key, env[secretVariables[key]]!]),
    ) as unknown as GatewaySecrets,
    accounts: {
      publicUrl: url(env, 'PUBLIC_URL') ?? `http://localhost:${port}`,
      social: socialClients(env),
    },
  };
}

/** true or false, `default` when unset; anything else is refused rather than guessed. */
function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function trustProxy(raw: string | undefined): ShopConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    // A hop count: trust that many proxies in front (proxy-addr's meaning; Fastify's types lack it).
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const addresses = value.split(',').map((part) => part.trim());
  // Addresses or CIDRs only: a typo must not silently trust everyone (or no one).
  if (addresses.some((address) => !/^[\da-fA-F.:]+(\/\d{1,3})?$/.test(address))) {
    throw new ConfigError(`TRUST_PROXY must be true, false, a hop count or addresses/CIDRs, got "${raw}"`);
  }
  return addresses;
}

function secretsFromEnv(env: Env): Secrets {
  const missing = Object.values(secretVariables).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `NODE_ENV=production needs these secrets in the environment: ${missing.join(', ')}. ` +
        'Development secrets are never generated in production.',
    );
  }
  const secrets = Object.fromEntries(
    Object.entries(secretVariables).map(([key, name]) => [key, env[name]!]),
  ) as unknown as Secrets;
  if (secrets.tokenSecret.length < 32) {
    throw new ConfigError('SHOP_TOKEN_SECRET must be at least 32 characters');
  }
  if (secrets.staffToken.length < 32) {
    throw new ConfigError('STAFF_TOKEN must be at least 32 characters');
  }
  return secrets;
}

/**
 * Development: secrets come from the environment when set, otherwise from `<DATA_DIR>/secrets.json`,
 * generated (owner-only file) on the first start so `npm start` works on a new machine.
 */
async function developmentSecrets(dataDir: string, env: Env): Promise<Secrets> {
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated: Secrets = {
    clientId: stored.clientId ?? `shop-${randomBytes(6).toString('hex')}`,
    clientSecret: stored.clientSecret ?? randomBytes(32).toString('base64url'),
    tokenSecret: stored.tokenSecret ?? randomBytes(48).toString('base64url'),
    searchUser: stored.searchUser ?? 'shoppy',
    searchPassword: stored.searchPassword ?? randomBytes(24).toString('base64url'),
    staffToken: stored.staffToken ?? randomBytes(32).toString('base64url'),
  };
  if (JSON.stringify(generated) !== JSON.stringify(stored)) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  }
  const fromEnv = Object.fromEntries(
    Object.entries(secretVariables)
      .filter(([, name]) => env[name])
      .map(([key, name]) => [key, env[name]]),
  );
  return { ...generated, ...fromEnv };
}
