import { z } from 'zod';

/** Every setting comes from the environment, validated once at start (`.env.example` lists them). */
const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().default('http://localhost:3000'),
  /** Key for encrypting secrets at rest; generated into DATA_DIR when unset outside production. */
  APP_KEY: z.string().min(32).optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Ponte <nao-responda@ponte.local>'),
  SEED_DEMO: bool.default(true),
  PAYMENTS: z.enum(['manual', 'auto']).default('manual'),
  TRUST_PROXY: bool.default(false),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
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

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // `KEY=` (empty) means unset, as in .env files.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
