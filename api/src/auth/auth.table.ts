import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from '../db/columns.ts';
import { users } from '../modules/users/users.table.ts';

/** Opaque session tokens, stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    user_agent: text(),
    created_at: createdAt(),
    last_used_at: timestamptz().notNull().defaultNow(),
    /** Sliding: pushed forward on use, so an idle session dies. */
    expires_at: timestamptz().notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

/** Single-use, expiring password-reset tokens (hashed). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    expires_at: timestamptz().notNull(),
    used_at: timestamptz(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.token_hash)],
);

/** Fixed-window counters for rate limits; in the database so every API instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  window_start: timestamptz().notNull(),
  count: integer().notNull(),
});
