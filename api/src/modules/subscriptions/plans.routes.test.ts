import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  PlanListSchema,
  PlanResponseSchema,
  type PlanCreate,
  type PlanRole,
  type PlanUpdate,
} from '@ponte/shared';
import { activateSubscription } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { subscriberPlans } from './subscriptions.table.ts';

type Account = Awaited<ReturnType<TestApp['signUp']>>;

let t: TestApp;
let admin: Account;
let client: Account;
let supplier: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('admin');
  client = await t.signUp('client');
  supplier = await t.signUp('supplier');
});
afterAll(() => t.close());

const NOT_FOUND = { error: 'Registro não encontrado.' };
const FORBIDDEN = { error: 'Você não tem permissão para esta ação.' };

const plan = (fields: Partial<PlanCreate> = {}): PlanCreate => ({
  name: 'Revenda Mensal',
  description: 'Para começar a revender',
  role: 'client',
  price_cents: 4990,
  features: ['Catálogo completo', 'Remessas ilimitadas'],
  ...fields,
});
const create = (body: PlanCreate, token = admin.token) => t.api(token).plans.create(body);
const createOk = async (fields: Partial<PlanCreate> = {}) => (await create(plan(fields))).data;
/** Bodies the types refuse, sent as they are. */
const createRaw = (body: unknown) => t.call('POST', '/api/v1/subscriber-plans', { body, token: admin.token });
const list = (token: string, role?: PlanRole) => t.api(token).plans.list(role);
const get = (id: number, token: string) => t.api(token).plans.get(id);
const update = (id: number, data: PlanUpdate, token = admin.token) => t.api(token).plans.update(id, data);
/** Bodies the types refuse, sent as they are. */
const updateRaw = (id: number, body: unknown) =>
  t.call('PUT', `/api/v1/subscriber-plans/${id}`, { body, token: admin.token });
const remove = (id: number, token = admin.token) => t.api(token).plans.remove(id);
const planCount = async () => Number((await t.db.select({ n: count() }).from(subscriberPlans))[0]!.n);

describe('POST /api/v1/subscriber-plans', () => {
  it('creates a plan with defaults and answers 201 {data} in the contract shape', async () => {
    // The raw answer: its 201 is what this test checks.
    const res = await t.call('POST', '/api/v1/subscriber-plans', { body: plan(), token: admin.token });
    expect(res.status).toBe(201);
    expect(PlanResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.data).toMatchObject({
      name: 'Revenda Mensal',
      role: 'client',
      price_cents: 4990,
      interval: 'month',
      features: ['Catálogo completo', 'Remessas ilimitadas'],
      active: true,
      position: 0,
      subscribers_count: 0,
    });
  });

  it('is admin only: client and supplier 403, anonymous 401, nothing written', async () => {
    const before = await planCount();
    await expect(create(plan(), client.token)).rejects.toMatchObject({ status: 403, body: FORBIDDEN });
    await expect(create(plan(), supplier.token)).rejects.toMatchObject({ status: 403 });
    await expect(t.api().plans.create(plan())).rejects.toMatchObject({ status: 401 });
    expect(await planCount()).toBe(before);
  });

  it('refuses bad input with 422 per field, malformed JSON with 400, and writes nothing', async () => {
    const before = await planCount();
    const wrong = await createRaw({
      name: 5,
      role: 'admin',
      price_cents: '49,90',
      interval: 'week',
      features: 'x',
      active: 'sim',
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual([
      'active',
      'features',
      'interval',
      'name',
      'price_cents',
      'role',
    ]);
    await expect(create(plan({ price_cents: -1 }))).rejects.toMatchObject({
      status: 422,
      body: { errors: { price_cents: expect.anything() } },
    });
    await expect(create(plan({ price_cents: 10.5 }))).rejects.toMatchObject({ status: 422 });
    await expect(create(plan({ name: '   ' }))).rejects.toMatchObject({
      body: { errors: { name: ['Campo obrigatório.'] } },
    });
    const extra = await createRaw({ ...plan(), subscribers_count: 9 });
    expect(extra.status).toBe(422);
    expect(extra.body.errors.subscribers_count).toEqual(['Campo não permitido.']);
    const { role: _role, ...noRole } = plan();
    expect((await createRaw(noRole)).body.errors.role).toBeDefined();
    const malformed = await t.call('POST', '/api/v1/subscriber-plans', {
      raw: '{"name":',
      token: admin.token,
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { error: 'O corpo da requisição não é um JSON válido.' },
    });
    expect(await planCount()).toBe(before);
  });
});

describe('GET /api/v1/subscriber-plans', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    await t.db.delete(subscriberPlans);
    ids = {
      clientB: (await createOk({ name: 'Cliente B', position: 2 })).id,
      clientA: (await createOk({ name: 'Cliente A', position: 1, interval: 'year' })).id,
      clientOff: (await createOk({ name: 'Cliente antigo', active: false })).id,
      supplier: (await createOk({ name: 'Fornecedor', role: 'supplier' })).id,
    };
  });

  it('shows a client only the active client plans, by position, without subscriber counts', async () => {
    // The raw answer: a parse could not show a count the client must not get.
    const res = await t.call('GET', '/api/v1/subscriber-plans', { token: client.token });
    expect(res.status).toBe(200);
    expect(PlanListSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([ids.clientA, ids.clientB]);
    expect(res.body.data[0]).not.toHaveProperty('subscribers_count');
  });

  it('shows a supplier only the supplier plans, even when asking for client ones', async () => {
    expect((await list(supplier.token)).data.map((p) => p.id)).toEqual([ids.supplier]);
    expect((await list(supplier.token, 'client')).data).toEqual([]);
  });

  it('stays open to an account without an active subscription (no 402)', async () => {
    const inactive = await t.signUp('client');
    expect((await list(inactive.token)).data.map((p) => p.id)).toEqual([ids.clientA, ids.clientB]);
  });

  it('shows an admin every plan with subscriber counts, filtered by role on request', async () => {
    const sold = await activateSubscription(t.db, { id: client.user.id, role: 'client' });
    const all = await list(admin.token);
    expect(all.data.map((p) => p.id)).toEqual(
      expect.arrayContaining([ids.clientA, ids.clientB, ids.clientOff, ids.supplier, sold.id]),
    );
    for (const p of all.data) expect(p.subscribers_count).toBe(p.id === sold.id ? 1 : 0);
    const suppliers = await list(admin.token, 'supplier');
    expect(suppliers.data.map((p) => p.id)).toEqual([ids.supplier]);
    // A role the types refuse.
    const bad = await t.call('GET', '/api/v1/subscriber-plans?role=admin', { token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.role).toBeDefined();
  });

  it('answers 401 without a session', async () => {
    await expect(t.api().plans.list()).rejects.toMatchObject({ status: 401 });
  });

  it('GET /{id}: admin any plan; others only active plans of their role, else 404 like a missing one', async () => {
    expect((await get(ids.clientA!, client.token)).data).toMatchObject({
      id: ids.clientA,
      interval: 'year',
    });
    for (const id of [ids.supplier!, ids.clientOff!, 999_999]) {
      await expect(get(id, client.token), String(id)).rejects.toMatchObject({ status: 404, body: NOT_FOUND });
    }
    await expect(get(ids.clientA!, supplier.token)).rejects.toMatchObject({ status: 404 });
    const off = await get(ids.clientOff!, admin.token);
    expect(off.data).toMatchObject({ active: false, subscribers_count: 0 });
    // A path the types refuse.
    expect((await t.call('GET', '/api/v1/subscriber-plans/abc', { token: admin.token })).status).toBe(422);
    await expect(get(0, admin.token)).rejects.toMatchObject({ status: 422 });
  });
});

describe('PUT /api/v1/subscriber-plans/{id}', () => {
  it('changes the fields inside {data} and keeps the rest', async () => {
    const created = await createOk({ name: 'Antes' });
    const res = await update(created.id, { name: 'Depois', price_cents: 9990, features: [] });
    expect(res.data).toMatchObject({
      id: created.id,
      name: 'Depois',
      price_cents: 9990,
      features: [],
      role: 'client',
    });
    expect((await update(created.id, { role: 'supplier' })).data.role).toBe('supplier');
  });

  it('refuses a body without {data}, unknown fields and wrong types with 422', async () => {
    const created = await createOk();
    const bare = await updateRaw(created.id, { name: 'Sem envelope' });
    expect(bare.status).toBe(422);
    const extra = await updateRaw(created.id, { data: { id: 5 } });
    expect(extra.status).toBe(422);
    expect(extra.body.errors.id).toEqual(['Campo não permitido.']);
    const wrong = await updateRaw(created.id, { data: { price_cents: 'caro', active: 1 } });
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['active', 'price_cents']);
    expect((await get(created.id, admin.token)).data.name).toBe('Revenda Mensal');
  });

  it('keeps the role of a plan someone subscribed to (409), 404 for a missing plan, 403 for non-admins', async () => {
    const sold = await activateSubscription(t.db, { id: supplier.user.id, role: 'supplier' });
    await expect(update(sold.id, { role: 'client' })).rejects.toMatchObject({
      status: 409,
      body: { error: 'Não é possível mudar o público de um plano que já tem assinaturas.' },
    });
    expect((await update(sold.id, { name: 'Novo nome' })).data.name).toBe('Novo nome');
    await expect(update(999_999, { name: 'X' })).rejects.toMatchObject({ status: 404, body: NOT_FOUND });
    await expect(update(sold.id, { name: 'X' }, supplier.token)).rejects.toMatchObject({ status: 403 });
  });
});

describe('DELETE /api/v1/subscriber-plans/{id}', () => {
  it('removes a plan nobody subscribed to', async () => {
    const created = await createOk();
    // The raw answer: a parse could not show that `data` is absent.
    const res = await t.call('DELETE', `/api/v1/subscriber-plans/${created.id}`, { token: admin.token });
    expect(res).toMatchObject({ status: 200, body: { message: 'Plano removido.' } });
    expect(res.body).not.toHaveProperty('data');
    await expect(get(created.id, admin.token)).rejects.toMatchObject({ status: 404 });
  });

  it('only deactivates a plan that has subscriptions, which then disappears for its role', async () => {
    const other = await t.signUp('client');
    const sold = await activateSubscription(t.db, { id: other.user.id, role: 'client' });
    expect((await get(sold.id, other.token)).data.id).toBe(sold.id);
    const res = await remove(sold.id);
    expect(res).toMatchObject({
      message: 'Plano desativado: ele tem assinantes.',
      data: { id: sold.id, active: false, subscribers_count: 1 },
    });
    const [row] = await t.db.select().from(subscriberPlans).where(eq(subscriberPlans.id, sold.id));
    expect(row?.active).toBe(false);
    await expect(get(sold.id, other.token)).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for a missing plan and 403 to non-admins', async () => {
    await expect(remove(999_999)).rejects.toMatchObject({ status: 404, body: NOT_FOUND });
    const created = await createOk();
    await expect(remove(created.id, client.token)).rejects.toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await get(created.id, admin.token)).data.id).toBe(created.id);
  });
});
