import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  paginateMeta,
  type User,
  type UserCreateSchema,
  type UserListQuerySchema,
  type UserUpdateSchema,
} from '@ponte/shared';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { iso } from '../../db/columns.ts';
import { HttpError, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { offsetOf } from '../../lib/search.ts';
import { matchesAllTerms, searchTerms } from '../../lib/search-terms.ts';
import type { AppDeps, AuthUser } from '../../lib/context.ts';
import { hashPassword } from '../../auth/password.ts';
import { revokeUserSessions } from '../../auth/sessions.service.ts';
import {
  subscriptionColumns,
  subscriptionStatusSql,
  subscriptionVerdictUntilSql,
  toSubscriptionState,
  type Instant,
  type SubscriptionColumns,
} from '../subscriptions/subscription-state.ts';
import { queueAccountNotice, type AccountChange } from './account-notices.ts';
import {
  confirmCurrentPassword,
  currentPasswordRefused,
  CURRENT_PASSWORD_WRONG,
} from './current-password.ts';
import { userPublicColumns, users, userSearchText, type UserRow } from './users.table.ts';

const userColumns = (now: Instant) => ({ ...userPublicColumns, ...subscriptionColumns(now) });
type UserSelect = Omit<UserRow, 'password_hash'> & SubscriptionColumns;

function toUser(row: UserSelect): User {
  const {
    subscription_status,
    subscription_plan_id,
    subscription_period_end,
    trial_ends_at,
    pending_plan_id,
    pending_plan_name,
    pending_requested_at,
    pending_provider,
    ...user
  } = row;
  return {
    ...user,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    subscription: toSubscriptionState({
      subscription_status,
      subscription_plan_id,
      subscription_period_end,
      trial_ends_at,
      pending_plan_id,
      pending_plan_name,
      pending_requested_at,
      pending_provider,
    }),
  };
}

/**
 * One user with their subscription state, built once per connection pool (decision 051's technique): every
 * signed-in page asks for the current user, and drizzle would otherwise rebuild and re-render this
 * statement, its five sub-selects included, each time (~0.5 ms of the API's thread per call).
 */
function buildUserById(db: Queryable) {
  const at = sql.placeholder('at');
  return db
    .select({ ...userColumns(at), state_until: subscriptionVerdictUntilSql(at) })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('');
}
const userById = new WeakMap<Queryable, ReturnType<typeof buildUserById>>();

export async function getUser(db: Queryable, id: number, now: Date): Promise<User | null> {
  return (await readUser(db, id, now))?.user ?? null;
}

/**
 * One user, and the first instant their subscription state can change by time alone (a trial's or a
 * period's end; Infinity: only a write changes it), for answers kept until then (current-user-cache.ts).
 */
export async function readUser(db: Queryable, id: number, now: Date): Promise<{ user: User; until: number } | null> {
  let statement = userById.get(db);
  if (!statement) userById.set(db, (statement = buildUserById(db)));
  const [row] = await statement.execute({ id, at: now.toISOString() });
  if (!row) return null;
  const { state_until, ...user } = row;
  return { user: toUser(user), until: state_until ? new Date(state_until).getTime() : Infinity };
}

const sortColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  created_at: users.created_at,
} as const;

export async function listUsers(db: Db, query: z.output<typeof UserListQuerySchema>, now: Date) {
  const where: SQL[] = [];
  if (query.search) {
    // Every word in name, e-mail, CPF/CNPJ or phone, accents and case aside; a number typed formatted
    // (390.533.447-05, (11) 98765-4321) is looked for as the digits stored (decision 046).
    where.push(matchesAllTerms(userSearchText, searchTerms(query.search, { digitsOnly: true })));
  }
  const filter = query.filter ?? {};
  if (filter.role) where.push(eq(users.role, filter.role));
  if (filter.active !== undefined) where.push(eq(users.active, filter.active));
  if (filter.subscription) where.push(sql`(${subscriptionStatusSql(now)}) = ${filter.subscription}`);
  const condition = where.length ? and(...where) : undefined;

  const column = sortColumns[query.sort ?? 'id'];
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(userColumns(now))
      .from(users)
      .where(condition)
      .orderBy(direction(column), direction(users.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db.select({ total: count() }).from(users).where(condition),
  ]);
  return { clients: rows.map(toUser), paginate: paginateMeta(query.page, query.per_page, Number(total)) };
}

const emailTaken = () =>
  unprocessable('Os dados enviados são inválidos.', { email: ['Este e-mail já está cadastrado.'] });

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export async function createUser(db: Queryable, input: z.output<typeof UserCreateSchema>, now: Date): Promise<User> {
  const { password, ...fields } = input;
  try {
    const [row] = await db
      .insert(users)
      // The app's clock, not the database's: the trial rule and tests read the same time.
      .values({ ...fields, password_hash: await hashPassword(password), created_at: now, updated_at: now })
      .returning({ id: users.id });
    return (await getUser(db, row!.id, now))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Who is editing: their session (kept when they change their own password) and their address. */
export interface UpdateCaller {
  keepSessionId?: number;
  ip: string;
}

/**
 * Admins edit anyone; others only themselves, never their role or `active`. Changing one's own e-mail
 * or password needs the current one (current-password.ts); an admin editing someone else is not that
 * person and needs none. Every change of e-mail or password is told to the previous address. Nobody may
 * leave the platform without an active admin.
 */
export async function updateUser(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  data: z.output<typeof UserUpdateSchema>,
  caller: UpdateCaller,
): Promise<User> {
  const { db } = deps;
  const now = deps.now();
  const isAdmin = actor.role === 'admin';
  if (!isAdmin && actor.id !== id) throw notFound();
  if (!isAdmin && (data.role !== undefined || data.active !== undefined)) throw forbidden();
  const { password, current_password: _checked, ...fields } = data;
  // Checked before the transaction: wrong guesses must stay counted when the change is refused.
  const confirmedHash = actor.id === id ? await confirmCurrentPassword(deps, id, data, caller.ip) : null;

  return db.transaction(async (tx) => {
    // Only a change that can take away an admin needs the admins' locks.
    const mayDemote = (fields.role !== undefined && fields.role !== 'admin') || fields.active === false;
    const locked = mayDemote
      ? await lockTargetAndAdmins(tx, id)
      : await tx.select().from(users).where(eq(users.id, id)).for('update');
    const target = locked.find((u) => u.id === id);
    if (!target) throw notFound();
    // The password changed since it was checked: the check no longer proves anything.
    if (confirmedHash !== null && target.password_hash !== confirmedHash) {
      throw currentPasswordRefused(CURRENT_PASSWORD_WRONG);
    }
    const losesAdmin =
      target.role === 'admin' &&
      target.active &&
      ((fields.role && fields.role !== 'admin') || fields.active === false);
    if (losesAdmin) assertAnotherAdmin(locked, id);

    const changes: Partial<typeof users.$inferInsert> = { ...fields, updated_at: now };
    if (password !== undefined) changes.password_hash = await hashPassword(password);
    try {
      await tx.update(users).set(changes).where(eq(users.id, id));
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    // A new password or a deactivation ends the other sessions (a stolen one included).
    if (password !== undefined || fields.active === false) {
      await revokeUserSessions(tx, id, fields.active === false ? undefined : caller.keepSessionId);
    }
    const told: AccountChange[] = [];
    if (fields.email !== undefined && fields.email !== target.email) told.push('email');
    if (password !== undefined) told.push('password');
    if (told.length) {
      await queueAccountNotice(deps, tx, {
        userId: id,
        to: target.email,
        name: target.name,
        changes: told,
        at: now,
      });
    }
    return (await getUser(tx, id, now))!;
  });
}

/** DELETE deactivates: the user keeps every record but can no longer log in. */
export async function deactivateUser(db: Db, id: number, now: Date): Promise<User> {
  return db.transaction(async (tx) => {
    const locked = await lockTargetAndAdmins(tx, id);
    const target = locked.find((u) => u.id === id);
    if (!target) throw notFound();
    if (target.role === 'admin' && target.active) assertAnotherAdmin(locked, id);
    await tx.update(users).set({ active: false, updated_at: now }).where(eq(users.id, id));
    await revokeUserSessions(tx, id);
    return (await getUser(tx, id, now))!;
  });
}

/**
 * Locks the target and every active admin in one statement, in id order: two admins demoting each
 * other at once then queue on the same first row instead of deadlocking, and the second one sees
 * the first one's change (READ COMMITTED re-checks a locked row against the WHERE).
 */
function lockTargetAndAdmins(db: Queryable, id: number) {
  return db
    .select()
    .from(users)
    .where(or(eq(users.id, id), and(eq(users.role, 'admin'), eq(users.active, true))))
    .orderBy(asc(users.id))
    .for('update');
}

function assertAnotherAdmin(locked: UserRow[], exceptId: number) {
  if (!locked.some((u) => u.role === 'admin' && u.active && u.id !== exceptId)) {
    throw new HttpError(409, 'Não é possível desativar ou rebaixar o último administrador.');
  }
}
