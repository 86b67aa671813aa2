import { and, asc, count, desc, eq, ilike, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type EmailDelivery,
  type EmailListQuerySchema,
  type NotificationFamily,
  type NotificationListQuerySchema,
  type NotificationPreferences,
  type NotificationPreferencesSchema,
  type NotificationReadSchema,
  paginateMeta,
} from '@ponte/shared';
import type { Db, Queryable } from '../../db/client.ts';
import { iso, isoOrNull } from '../../db/columns.ts';
import { queueDelivery } from '../../jobs/send-email.ts';
import type { AppDeps, AuthUser } from '../../lib/context.ts';
import { HttpError, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { likePattern, offsetOf } from '../../lib/search.ts';
import { users } from '../users/users.table.ts';
import {
  emailDeliveries,
  notifications,
  type EmailDeliveryRow,
  type NotificationRow,
} from './notifications.table.ts';
import { preferencesFor, readPreferences, ROLE_FAMILIES, writePreferences } from './preferences.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

export const NOTIFICATION_MESSAGES = {
  familyNotYours: 'Este tipo de aviso não se aplica à sua conta.',
  badToken:
    'Este link para parar os e-mails é inválido. Abra o link do e-mail mais recente ou ajuste suas preferências na Ponte.',
  unsubscribed: 'Pronto: você não receberá mais e-mails de “{family}”.',
  notFailed: 'Só um e-mail que falhou pode ser reenviado.',
  resent: 'E-mail colocado de novo na fila de envio.',
} as const;

const toNotification = (row: NotificationRow) => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  read: row.read_at !== null,
  created_at: iso(row.created_at),
});

const unreadCount = async (db: Queryable, userId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return Number(row?.n ?? 0);
};

/** The caller's notifications, newest first (only theirs: every query is by user id). */
export async function listNotifications(
  db: Db,
  userId: number,
  query: z.output<typeof NotificationListQuerySchema>,
) {
  const mine = eq(notifications.user_id, userId);
  const condition = query.unread === '1' ? and(mine, isNull(notifications.read_at)) : mine;
  const [rows, [{ total } = { total: 0 }], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(condition)
      .orderBy(desc(notifications.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db.select({ total: count() }).from(notifications).where(condition),
    unreadCount(db, userId),
  ]);
  return {
    notifications: rows.map(toNotification),
    unread_count: unread,
    paginate: paginateMeta(query.page, query.per_page, Number(total)),
  };
}

/** The bell's statement, built once per connection pool: every signed-in page and every poll runs it. */
function buildUnreadSummary(db: Db) {
  return db
    .select({
      unread: sql<number>`count(*) FILTER (WHERE ${notifications.read_at} IS NULL)`.mapWith(Number),
      latest: max(notifications.id),
    })
    .from(notifications)
    .where(eq(notifications.user_id, sql.placeholder('userId')))
    .prepare('');
}
const unreadSummaries = new WeakMap<Db, ReturnType<typeof buildUnreadSummary>>();

/** What the bell polls: the unread count and the newest id, which together change whenever the bell must. */
export async function unreadSummary(db: Db, userId: number) {
  let statement = unreadSummaries.get(db);
  if (!statement) unreadSummaries.set(db, (statement = buildUnreadSummary(db)));
  const [row] = await statement.execute({ userId });
  return { unread_count: row?.unread ?? 0, latest_id: row?.latest ?? null };
}

/** Marks some (only the caller's: others' ids are ignored) or all of the caller's notifications read. */
export async function markRead(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  input: z.output<typeof NotificationReadSchema>,
) {
  return deps.db.transaction(async (tx) => {
    const mine = and(eq(notifications.user_id, userId), isNull(notifications.read_at));
    await tx
      .update(notifications)
      .set({ read_at: deps.now() })
      .where('ids' in input ? and(mine, inArray(notifications.id, input.ids)) : mine);
    return { unread_count: await unreadCount(tx, userId) };
  });
}

export async function getPreferences(db: Db, user: AuthUser): Promise<NotificationPreferences> {
  return preferencesFor(user.role, await readPreferences(db, user.id));
}

/** Only the families of the caller's role are accepted: any other is a 422 naming it. */
export async function savePreferences(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: AuthUser,
  input: z.output<typeof NotificationPreferencesSchema>,
): Promise<NotificationPreferences> {
  const allowed = ROLE_FAMILIES[user.role];
  const foreign = (Object.keys(input.email) as NotificationFamily[]).filter(
    (family) => !allowed.includes(family),
  );
  if (foreign.length) {
    throw unprocessable(
      NOTIFICATION_MESSAGES.familyNotYours,
      Object.fromEntries(
        foreign.map((family) => [`email.${family}`, [NOTIFICATION_MESSAGES.familyNotYours]]),
      ),
    );
  }
  const stored = await deps.db.transaction((tx) => writePreferences(tx, user.id, input, deps.now()));
  return preferencesFor(user.role, stored);
}

/** The signed-out one-click unsubscribe: a valid token turns its family's e-mail off for its user. */
export async function unsubscribe(
  deps: Pick<AppDeps, 'db' | 'env' | 'now'>,
  token: string,
): Promise<NotificationFamily> {
  const read = readUnsubscribeToken(deps.env.APP_KEY!, token);
  if (!read) throw new HttpError(400, NOTIFICATION_MESSAGES.badToken);
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, read.userId));
    // A removed account has nothing left to unsubscribe from; answering like success reveals nothing.
    if (user) await writePreferences(tx, user.id, { email: { [read.family]: false } }, deps.now());
  });
  return read.family;
}

const deliveryColumns = {
  delivery: emailDeliveries,
  name: users.name,
  last_name: users.last_name,
};

const toDelivery = (row: {
  delivery: EmailDeliveryRow;
  name: string | null;
  last_name: string | null;
}): EmailDelivery => ({
  id: row.delivery.id,
  kind: row.delivery.kind,
  events_count: row.delivery.events_count,
  recipient: {
    id: row.delivery.user_id,
    email: row.delivery.to_email,
    name: row.name === null ? null : `${row.name} ${row.last_name ?? ''}`.trim(),
  },
  subject: row.delivery.subject,
  status: row.delivery.status,
  attempts: row.delivery.attempts,
  last_error: row.delivery.last_error,
  created_at: iso(row.delivery.created_at),
  sent_at: isoOrNull(row.delivery.sent_at),
});

const emailSortColumns = { id: emailDeliveries.id, created_at: emailDeliveries.created_at } as const;

/** The console's e-mail log (admins): filters on status and kind, search on recipient and subject. */
export async function listEmails(db: Db, query: z.output<typeof EmailListQuerySchema>) {
  const where: SQL[] = [];
  const filter = query.filter ?? {};
  if (filter.status) where.push(eq(emailDeliveries.status, filter.status));
  if (filter.kind) where.push(eq(emailDeliveries.kind, filter.kind));
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(or(ilike(emailDeliveries.to_email, pattern), ilike(emailDeliveries.subject, pattern))!);
  }
  const condition = where.length ? and(...where) : undefined;
  // Newest first unless told otherwise.
  const direction = query.sort ? (query.order === 'desc' ? desc : asc) : desc;
  const column = emailSortColumns[query.sort ?? 'id'];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(deliveryColumns)
      .from(emailDeliveries)
      .leftJoin(users, eq(users.id, emailDeliveries.user_id))
      .where(condition)
      .orderBy(direction(column), direction(emailDeliveries.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db.select({ total: count() }).from(emailDeliveries).where(condition),
  ]);
  return { emails: rows.map(toDelivery), paginate: paginateMeta(query.page, query.per_page, Number(total)) };
}

/** A failed e-mail goes back to the queue with a fresh job (409 for any other state). */
export async function resendEmail(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>,
  id: number,
): Promise<EmailDelivery> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailDeliveries).where(eq(emailDeliveries.id, id)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'failed') throw conflict(NOTIFICATION_MESSAGES.notFailed);
    await tx.update(emailDeliveries).set({ status: 'queued' }).where(eq(emailDeliveries.id, id));
    await queueDelivery(deps, tx, id, row.key, `delivery:${id}:resend:${deps.now().getTime()}`);
    const [updated] = await tx
      .select(deliveryColumns)
      .from(emailDeliveries)
      .leftJoin(users, eq(users.id, emailDeliveries.user_id))
      .where(eq(emailDeliveries.id, id));
    return toDelivery(updated!);
  });
}
