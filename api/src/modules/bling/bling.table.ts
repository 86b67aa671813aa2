import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BLING_RUN_KINDS, BLING_RUN_STATUSES, BLING_RUN_TRIGGERS } from '@ponte/shared';
import { createdAt, id, timestamptz, updatedAt } from '../../db/columns.ts';
import { products } from '../products/products.table.ts';
import { users } from '../users/users.table.ts';

/** `disconnected` rows stay so admins see who ever connected, and run history keeps its supplier. */
export const blingConnectionStateEnum = pgEnum('bling_connection_state', [
  'connected',
  'needs_reconnect',
  'disconnected',
]);
export const blingRunStatusEnum = pgEnum('bling_run_status', BLING_RUN_STATUSES);
export const blingRunKindEnum = pgEnum('bling_run_kind', BLING_RUN_KINDS);
export const blingRunTriggerEnum = pgEnum('bling_run_trigger', BLING_RUN_TRIGGERS);

/** One Bling account per supplier (decision 016). Tokens are AES-256-GCM ciphertext, never plain. */
export const blingConnections = pgTable(
  'bling_connections',
  {
    id: id(),
    supplier_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: blingConnectionStateEnum().notNull(),
    /** JWT access tokens run to a few thousand characters: text, encrypted. */
    access_token: text(),
    refresh_token: text(),
    access_expires_at: timestamptz(),
    scope: text(),
    /** Bling's company id (`GET /empresas/me/dados-basicos`), which webhooks carry as `companyId`. */
    company_id: text(),
    company_name: text(),
    /** Why the supplier must connect again, in Portuguese. */
    error: text(),
    connected_at: timestamptz(),
    refreshed_at: timestamptz(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('bling_connections_supplier_unique').on(t.supplier_id),
    index('bling_connections_company_idx').on(t.company_id),
  ],
);

/** OAuth `state` values: stored hashed, bound to the user who asked, single use, 10 minutes. */
export const blingOauthStates = pgTable(
  'bling_oauth_states',
  {
    id: id(),
    state_hash: text().notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamptz().notNull(),
    used_at: timestamptz(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('bling_oauth_states_hash_unique').on(t.state_hash),
    index('bling_oauth_states_expiry_idx').on(t.expires_at),
  ],
);

/** Where a run stands inside its pages, so a restarted worker resumes after the last saved page. */
export interface BlingRunCursor {
  phase: 'list' | 'deactivate' | 'done';
  /** Index into the stock-filter passes (decision 017). */
  pass: number;
  /** The next page of that pass. */
  page: number;
}

export interface BlingRunOptions {
  importInactive: boolean;
  depositId: string | null;
}

export const blingSyncRuns = pgTable(
  'bling_sync_runs',
  {
    id: id(),
    supplier_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: blingRunStatusEnum().notNull().default('queued'),
    kind: blingRunKindEnum().notNull(),
    trigger: blingRunTriggerEnum().notNull(),
    pages_done: integer().notNull().default(0),
    products_seen: integer().notNull().default(0),
    products_created: integer().notNull().default(0),
    products_updated: integer().notNull().default(0),
    products_deactivated: integer().notNull().default(0),
    errors: integer().notNull().default(0),
    last_error: text(),
    cursor: jsonb().$type<BlingRunCursor>(),
    /** The supplier's options when the run was queued: a full run is due when they change. */
    options: jsonb().$type<BlingRunOptions>(),
    /** Incremental runs: products changed since this instant (`dataAlteracaoInicial`). */
    changed_since: timestamptz(),
    /** The worker that owns the run while `lease_expires_at` is ahead; it renews it as it goes. */
    lease_owner: text(),
    lease_expires_at: timestamptz(),
    started_at: timestamptz(),
    finished_at: timestamptz(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('bling_sync_runs_one_active')
      .on(t.supplier_id)
      .where(sql`${t.status} IN ('queued', 'running')`),
    index('bling_sync_runs_supplier_idx').on(t.supplier_id, t.id),
    index('bling_sync_runs_status_idx').on(t.status, t.lease_expires_at),
    check(
      'bling_sync_runs_counters_check',
      sql`${t.pages_done} >= 0 AND ${t.products_seen} >= 0 AND ${t.products_created} >= 0 AND ${t.products_updated} >= 0 AND ${t.products_deactivated} >= 0 AND ${t.errors} >= 0`,
    ),
  ],
);

/** Products a full run has met, so the rest can be deactivated at its end; emptied when it ends. */
export const blingRunSeen = pgTable(
  'bling_run_seen',
  {
    run_id: integer()
      .notNull()
      .references(() => blingSyncRuns.id, { onDelete: 'cascade' }),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.run_id, t.product_id] })],
);

/** The webhook inbox: each Bling event once (`eventId`), processed after the 200 (decision 018). */
export const blingWebhookEvents = pgTable(
  'bling_webhook_events',
  {
    id: id(),
    event_id: text().notNull(),
    event: text().notNull(),
    company_id: text(),
    payload: jsonb().notNull(),
    received_at: timestamptz().notNull(),
    /** A worker holds the event until then; another may take it after. */
    claimed_until: timestamptz(),
    processed_at: timestamptz(),
    error: text(),
  },
  (t) => [
    uniqueIndex('bling_webhook_events_event_unique').on(t.event_id),
    index('bling_webhook_events_pending_idx')
      .on(t.id)
      .where(sql`${t.processed_at} IS NULL`),
  ],
);

export type BlingConnectionRow = typeof blingConnections.$inferSelect;
export type BlingSyncRunRow = typeof blingSyncRuns.$inferSelect;
export type BlingWebhookEventRow = typeof blingWebhookEvents.$inferSelect;
