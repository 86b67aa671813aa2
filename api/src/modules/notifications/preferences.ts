import { eq } from 'drizzle-orm';
import type { Locale, NotificationFamily, NotificationPreferences, Role } from '@ponte/shared';
import type { Queryable } from '../../db/client.ts';
import { notificationPreferences } from './notifications.table.ts';

/** The families that concern each role: the only ones its preferences list and accept (decision 056). */
export const ROLE_FAMILIES: Record<Role, NotificationFamily[]> = {
  supplier: ['shipments', 'subscription', 'bling'],
  client: ['shipments', 'subscription'],
  admin: ['admin'],
};

export interface StoredPreferences {
  email: Partial<Record<NotificationFamily, boolean>>;
  locale: Locale;
}

/** A person's stored preferences; no row means every family on, in pt-BR. */
export async function readPreferences(db: Queryable, userId: number): Promise<StoredPreferences> {
  const [row] = await db
    .select({ email: notificationPreferences.email, locale: notificationPreferences.locale })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, userId));
  return row ?? { email: {}, locale: 'pt-BR' };
}

/** A family missing from the stored object is on. */
export const emailOn = (preferences: StoredPreferences, family: NotificationFamily) =>
  preferences.email[family] !== false;

/** What GET answers: every family of the role, with its state. */
export function preferencesFor(role: Role, stored: StoredPreferences): NotificationPreferences {
  return {
    email: Object.fromEntries(ROLE_FAMILIES[role].map((family) => [family, emailOn(stored, family)])),
    locale: stored.locale,
  };
}

/** Upserts; `email` is merged into what is stored, so a family left out keeps its state. */
export async function writePreferences(
  db: Queryable,
  userId: number,
  change: { email?: Partial<Record<NotificationFamily, boolean>>; locale?: Locale },
  now: Date,
): Promise<StoredPreferences> {
  const current = await readPreferences(db, userId);
  const next: StoredPreferences = {
    email: { ...current.email, ...change.email },
    locale: change.locale ?? current.locale,
  };
  await db
    .insert(notificationPreferences)
    .values({ user_id: userId, ...next, updated_at: now })
    .onConflictDoUpdate({ target: notificationPreferences.user_id, set: { ...next, updated_at: now } });
  return next;
}
