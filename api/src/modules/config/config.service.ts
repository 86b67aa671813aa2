import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { EmailSchema, type ConfigValue } from '@ponte/shared';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/context.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { users } from '../users/users.table.ts';
import { paramRange } from './config-params.ts';
import { systemConfigParams as params, systemConfigParamValues as values } from './config.table.ts';

type RawValue = string | number | boolean | null;

/** Params joined with the value that applies: the global one, or the given user's own. */
function selectValues(db: Db, userId: number | null, where: SQL | undefined) {
  const join = and(eq(values.param_id, params.id), userId === null ? isNull(values.user_id) : eq(values.user_id, userId));
  return db
    .select({
      id: values.id,
      param_id: params.id,
      user_id: values.user_id,
      code: params.code,
      name: params.name,
      description: params.description,
      type: params.type,
      scope: params.scope,
      secret: params.secret,
      value: values.value,
    })
    .from(params)
    .leftJoin(values, join)
    .where(where)
    .orderBy(params.id);
}

/** Secrets are write-only: their value never leaves the server, only whether one is set. */
function toConfigValue(row: Awaited<ReturnType<typeof selectValues>>[number], userId: number | null): ConfigValue {
  return {
    ...row,
    user_id: row.user_id ?? (row.scope === 'user' ? userId : null),
    value: row.secret ? null : row.value,
    is_set: row.value !== null && row.value !== '',
  };
}

/** Admins see the global settings; everyone else their own user-scope options. */
export async function listConfigValues(db: Db, actor: AuthUser) {
  const owner = actor.role === 'admin' ? null : actor.id;
  const scope = owner === null ? 'global' : 'user';
  const rows = await selectValues(db, owner, and(eq(params.is_config, true), eq(params.scope, scope)));
  return rows.map((row) => toConfigValue(row, owner));
}

async function findValueForActor(db: Db, actor: AuthUser, valueId: number) {
  const [row] = await db.select().from(values).where(eq(values.id, valueId));
  const allowed = row && (actor.role === 'admin' || row.user_id === actor.id);
  if (!row || !allowed) throw notFound();
  const [view] = await selectValues(db, row.user_id, eq(params.id, row.param_id));
  return toConfigValue(view!, row.user_id);
}

export const getConfigValue = findValueForActor;

export async function updateConfigValue(db: Db, actor: AuthUser, valueId: number, value: RawValue) {
  const current = await findValueForActor(db, actor, valueId);
  const stored = normalise(current, value);
  await db.update(values).set({ value: stored, updated_at: new Date() }).where(eq(values.id, valueId));
  return findValueForActor(db, actor, valueId);
}

export async function getParam(db: Db, actor: AuthUser, id: number) {
  const [param] = await db.select().from(params).where(eq(params.id, id));
  if (!param || (actor.role !== 'admin' && param.scope !== 'user')) throw notFound();
  const { created_at: _created, ...rest } = param;
  return rest;
}

/** Values by code for the caller: global non-user settings plus their own user options. Unknown codes are left out. */
export async function configValuesByCode(db: Db, actor: AuthUser, codes: string[]) {
  const [globals, own] = await Promise.all([
    selectValues(db, null, and(inArray(params.code, codes), eq(params.scope, 'global'))),
    selectValues(db, actor.id, and(inArray(params.code, codes), eq(params.scope, 'user'))),
  ]);
  return [...globals.map((r) => toConfigValue(r, null)), ...own.map((r) => toConfigValue(r, actor.id))];
}

/** Upserts a user-scope value: the caller's own, or (admin) the named user's. */
export async function setCustomValue(db: Db, actor: AuthUser, code: string, value: RawValue, userId?: number) {
  if (userId !== undefined && userId !== actor.id && actor.role !== 'admin') throw notFound();
  const owner = userId ?? actor.id;
  if (owner !== actor.id) {
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, owner));
    if (!exists) throw notFound();
  }
  const [param] = await db.select().from(params).where(eq(params.code, code));
  if (!param) throw unprocessable('Parâmetro desconhecido.', { code: ['Parâmetro desconhecido.'] });
  if (param.scope !== 'user') {
    throw unprocessable('Este parâmetro é global: altere-o pela configuração.', { code: ['Parâmetro global.'] });
  }
  const stored = normalise(param, value);
  const [row] = await db
    .insert(values)
    .values({ param_id: param.id, user_id: owner, value: stored })
    .onConflictDoUpdate({ target: [values.param_id, values.user_id], set: { value: stored, updated_at: new Date() } })
    .returning({ id: values.id });
  const [view] = await selectValues(db, owner, eq(params.id, param.id));
  return toConfigValue({ ...view!, id: row!.id }, owner);
}

/** Checks a value against its param's type (and range, config-params.ts) and returns the text stored. */
function normalise({ type, code }: Pick<ConfigValue, 'type' | 'code'>, value: RawValue): string | null {
  if (value === null || value === '') return null;
  const text = String(value).trim();
  const invalid = (message: string) => unprocessable(message, { value: [message] });
  const range = paramRange(code);
  switch (type) {
    case 'number':
      // Whole numbers only: `trial_days` is read as an integer by the subscription rule.
      if (!/^\d{1,6}$/.test(text)) throw invalid('Informe um número inteiro não negativo.');
      if (range && (Number(text) < range.min || Number(text) > range.max)) {
        throw invalid(`Informe um número inteiro de ${range.min} a ${range.max}.`);
      }
      return text;
    case 'boolean':
      if (!['true', 'false'].includes(text)) throw invalid('Informe verdadeiro ou falso.');
      return text;
    case 'email':
      if (!EmailSchema.safeParse(text).success) throw invalid('Informe um e-mail válido.');
      return text.toLowerCase();
    case 'url':
      if (!/^https?:\/\/\S+$/.test(text) || !URL.canParse(text)) throw invalid('Informe uma URL http(s) válida.');
      return text;
    default:
      return text;
  }
}
