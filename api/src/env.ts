import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '@ponte/shared/vocabulary';
import { LOG_LEVELS } from './lib/logger.ts';

/** Every setting comes from the environment, validated once at start (`.env.example` lists them). */
const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** What openDatabase uses when not told otherwise (tests), and the defaults of the DB_* variables. */
export const DATABASE_DEFAULTS = { poolSize: 10, connectTimeoutMs: 5000, queryTimeoutMs: 15_000 };

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().default('http://localhost:3000'),
  /** Key for encrypting secrets at rest; generated into DATA_DIR when unset outside production. */
  APP_KEY: z.string().min(32).optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL: connections, and how long to wait to get one and for a query (decision 031). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(DATABASE_DEFAULTS.poolSize),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(DATABASE_DEFAULTS.connectTimeoutMs),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(DATABASE_DEFAULTS.queryTimeoutMs),
  /** PGlite only: in a worker thread (default), or on the API's own thread as before (decision 036). */
  PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Bearer token for GET /api/metrics; unset, the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Ponte <nao-responda@ponte.local>'),
  /**
   * Notification e-mails wait this long and carry everything that arrived meanwhile (one digest per
   * recipient, family and window; decision 056). The admin family (registrations) has its own, longer window.
   */
  NOTIFICATION_DIGEST_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  NOTIFICATION_ADMIN_DIGEST_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  SEED_DEMO: bool.default(true),
  /** Who takes payments: an admin's approval (`manual`), the demo (`auto`) or Asaas (docs/payments-asaas.md). */
  PAYMENTS: z.enum(PAYMENT_PROVIDERS).default('manual'),
  /** Asaas API v3, sandbox unless told otherwise; key and webhook token are required with PAYMENTS=asaas. */
  ASAAS_BASE_URL: z.url().default('https://api-sandbox.asaas.com/v3'),
  ASAAS_API_KEY: z.string().min(10).optional(),
  /** What Asaas sends in `asaas-access-token` on every webhook (set the same in Asaas's panel). */
  ASAAS_WEBHOOK_TOKEN: z.string().min(32).max(255).regex(/^\S+$/, 'sem espaços').optional(),
  ASAAS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** First wait before retrying a 429 or 5xx (doubling, with jitter, 4 tries in all); tests shorten it. */
  ASAAS_RETRY_BASE_MS: z.coerce.number().int().min(1).max(60_000).default(500),
  /** Asaas requires a User-Agent naming the application (accounts created after 13/06/2024). */
  ASAAS_USER_AGENT: z.string().min(1).max(200).default('Ponte'),
  TRUST_PROXY: bool.default(false),
  /** With TRUST_PROXY: how many proxies of ours append to X-Forwarded-For (clientIp in lib/rate-limit.ts). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** A session ends after this many days unused, and in any case this many after login (decision 029). */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  CEP_VIACEP_URL: z.url().default('https://viacep.com.br'),
  CEP_BRASILAPI_URL: z.url().default('https://brasilapi.com.br'),
  CEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  BLING_API_BASE: z.url().default('https://api.bling.com.br/Api/v3'),
  BLING_AUTHORIZE_URL: z.url().default('https://www.bling.com.br/Api/v3/oauth/authorize'),
  BLING_TOKEN_URL: z.url().default('https://www.bling.com.br/Api/v3/oauth/token'),
  BLING_REVOKE_URL: z.url().default('https://www.bling.com.br/Api/v3/oauth/revoke'),
  /** Requests per second sent to one Bling account; Bling allows 3 (decision 017). */
  BLING_REQUESTS_PER_SECOND: z.coerce.number().positive().max(1000).default(2.85),
  BLING_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Minutes between automatic syncs of the suppliers who turned them on; unset = never. */
  BLING_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).optional(),
  /** Serve only /api (development: the front ends run their own dev servers). */
  API_ONLY: bool.default(false),
  /** Where the built front ends are; set only when they live elsewhere. */
  STOREFRONT_BUILD: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
});
export type Env = z.infer<typeof EnvSchema>;

/** Settings that only make sense together: real payments need Asaas's key and webhook token. */
const EnvRulesSchema = EnvSchema.superRefine((env, ctx) => {
  if (env.PAYMENTS !== 'asaas') return;
  for (const name of ['ASAAS_API_KEY', 'ASAAS_WEBHOOK_TOKEN'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'obrigatório com PAYMENTS=asaas' });
  }
  if (env.ASAAS_WEBHOOK_TOKEN && env.ASAAS_WEBHOOK_TOKEN === env.ASAAS_API_KEY)
    ctx.addIssue({ code: 'custom', path: ['ASAAS_WEBHOOK_TOKEN'], message: 'não pode ser a chave da API' });
});

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // `KEY=` (empty) means unset, as in .env files.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvRulesSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
