import { z } from 'zod';

/**
 * The Bling connection of a supplier as the API shows it (issue #6, docs/bling-and-cep.md#oauth). Tokens never
 * leave the server: these schemas carry state and progress only.
 */
export const BLING_CONNECTION_STATES = ['disconnected', 'connected', 'needs_reconnect'] as const;
export type BlingConnectionState = (typeof BLING_CONNECTION_STATES)[number];

export const BLING_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type BlingRunStatus = (typeof BLING_RUN_STATUSES)[number];
/** `full` pages the whole catalogue; `incremental` asks Bling only for what changed (dataAlteracaoInicial). */
export const BLING_RUN_KINDS = ['full', 'incremental'] as const;
export const BLING_RUN_TRIGGERS = ['user', 'schedule', 'webhook'] as const;

/** Where the OAuth callback sends the browser: `/erp?bling=<outcome>`. */
export const BLING_CALLBACK_OUTCOMES = [
  'connected',
  'denied',
  'invalid_state',
  'exchange_failed',
  'not_configured',
] as const;
export type BlingCallbackOutcome = (typeof BLING_CALLBACK_OUTCOMES)[number];

export const BlingSyncRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(BLING_RUN_STATUSES),
  kind: z.enum(BLING_RUN_KINDS),
  trigger: z.enum(BLING_RUN_TRIGGERS),
  /** List pages of GET /produtos read so far; the run resumes after the last one. */
  pages_done: z.number().int(),
  products_seen: z.number().int(),
  products_created: z.number().int(),
  products_updated: z.number().int(),
  products_deactivated: z.number().int(),
  /** Count of per-product failures; the run goes on past them. */
  errors: z.number().int(),
  /** Plain Portuguese, shown to the supplier; null when nothing went wrong. */
  last_error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
});
export type BlingSyncRun = z.infer<typeof BlingSyncRunSchema>;

export const BlingConnectionSchema = z.object({
  state: z.enum(BLING_CONNECTION_STATES),
  connected_at: z.string().nullable(),
  /** When the access token stops working (it is refreshed before that). */
  access_expires_at: z.string().nullable(),
  /** Why the connection needs the supplier again, in Portuguese; null otherwise. */
  error: z.string().nullable(),
});
export type BlingConnection = z.infer<typeof BlingConnectionSchema>;

/** GET /v1/bling/status (supplier): the connection, the run in progress and the last finished one. */
export const BlingStatusSchema = z.object({
  /** False while the admin has not filled in the Bling app credentials (client id and secret). */
  configured: z.boolean(),
  connection: BlingConnectionSchema,
  current_run: BlingSyncRunSchema.nullable(),
  last_run: BlingSyncRunSchema.nullable(),
});
export type BlingStatus = z.infer<typeof BlingStatusSchema>;

/** GET /v1/bling/request_auth: where to send the supplier's browser. */
export const BlingAuthUrlSchema = z.object({ url: z.url() });

/** POST /v1/products/sync_bling → 202: the run started now, or the one already in progress. */
export const BlingSyncStartSchema = z.object({
  message: z.string(),
  run: BlingSyncRunSchema,
});

/** GET /v1/bling/connections (admin): every supplier that has ever connected. */
export const BlingConnectionRowSchema = BlingConnectionSchema.extend({
  id: z.number().int(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  supplier_email: z.string(),
  last_run: BlingSyncRunSchema.nullable(),
});
export type BlingConnectionRow = z.infer<typeof BlingConnectionRowSchema>;
export const BlingConnectionListSchema = z.object({ data: z.array(BlingConnectionRowSchema) });

/** What Bling adds to the callback's address: `code` and `state`, or `error` when the person refused. */
export const BlingCallbackQuerySchema = z.object({ code: z.string(), state: z.string(), error: z.string() }).partial();
