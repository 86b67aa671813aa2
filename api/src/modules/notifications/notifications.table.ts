import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EmailDeliveryStatus, Locale, NotificationFamily, NotificationKind } from '@ponte/shared';
import { createdAt, id, timestamptz, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * What each person was told (decision 056). `key` names the event for that recipient
 * (`shipping.created:42`): UNIQUE (user_id, key) makes telling twice a no-op. `emailed_at` is set by the
 * digest job that took the row into an e-mail (or decided not to send one), so no row is mailed twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    params: jsonb().$type<Record<string, unknown>>().notNull(),
    key: text().notNull(),
    read_at: timestamptz(),
    emailed_at: timestamptz(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_user_key_unique').on(t.user_id, t.key),
    // "My latest" (the bell's list) and "my unread" (its count), both newest first.
    index('notifications_user_latest_idx').on(t.user_id, t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.user_id, t.id.desc())
      .where(sql`${t.read_at} IS NULL`),
    // The sweep for notifications whose e-mail job was missed (notification-email.ts): few rows, all recent.
    index('notifications_not_emailed_idx')
      .on(t.created_at)
      .where(sql`${t.emailed_at} IS NULL`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** E-mail on/off per family and the e-mail language. No row = every family on, pt-BR. */
export const notificationPreferences = pgTable('notification_preferences', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** family → boolean; a family missing from the object is on. */
  email: jsonb().$type<Partial<Record<NotificationFamily, boolean>>>().notNull().default({}),
  locale: text().$type<Locale>().notNull().default('pt-BR'),
  updated_at: updatedAt(),
});

/**
 * Every e-mail Ponte sends (notifications and transactional mail), so the console sees them and can
 * resend a failed one. The message is sealed with APP_KEY (it may hold a reset link) so a resend needs
 * nothing else. `key` is the delivery's idempotency key (the digest bucket or the transactional event).
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: id(),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    to_email: text().notNull(),
    kind: text().notNull(),
    events_count: integer().notNull().default(1),
    subject: text().notNull(),
    status: text().$type<EmailDeliveryStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    last_error: text(),
    sealed: text().notNull(),
    key: text().notNull(),
    created_at: createdAt(),
    sent_at: timestamptz(),
  },
  (t) => [
    uniqueIndex('email_deliveries_key_unique').on(t.key),
    index('email_deliveries_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('email_deliveries_status_idx').on(t.status, t.id.desc()),
    check('email_deliveries_status_check', sql`${t.status} IN ('queued', 'sent', 'failed')`),
  ],
);
export type EmailDeliveryRow = typeof emailDeliveries.$inferSelect;
