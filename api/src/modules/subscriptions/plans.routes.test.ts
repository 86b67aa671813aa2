import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { PlanListSchema, PlanResponseSchema } from '@ponte/shared';
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

const plan = (fields: Record<string, unknown> = {}) => ({
  name: 'Revenda Mensal',
  description: 'Para começar a revender',
  role: 'client',
  price_cents: 4990,
  features: ['Catálogo completo', 'Remessas ilimitadas'],
  ...fields,
});
const create = (body: unknown, token = admin.token) =>
  t.call('POST', '/api/v1/subscriber-plans', { body, token });
const createOk = async (fields: Record<string, unknown> = {}) => {
  const res = await create(plan(fields));
  expect(res.status).toBe(201);
  return res.body.data as { id: number; [key: string]: unknown };
};
const list = (token: string, query = '') => t.call('GET', `/api/v1/subscriber-plans${query}`, { token });
const get = (id: number | string, token: string) =>
  t.call('GET', `/api/v1/subscriber-plans/${id}`, { token });
const update = (id: number, body: unknown, token = admin.token) =>
  t.call('PUT', `/api/v1/subscriber-plans/${id}`, { body, token });
const remove = (id: number, token = admin.token) =>
  t.call('DELETE', `/api/v1/subscriber-plans/${id}`, { token });
const planCount = async () => Number((await t.db.select({ n: count() }).from(subscriberPlans))[0]!.n);

describe('POST /api/v1/subscriber-plans', () => {
  it('creates a plan with defaults and answers 201 {data} in the contract shape', async () => {
    const res = await create(plan());
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
    expect(await create(plan(), client.token)).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await create(plan(), supplier.token)).status).toBe(403);
    expect((await t.call('POST', '/api/v1/subscriber-plans', { body: plan() })).status).toBe(401);
    expect(await planCount()).toBe(before);
  });

  it('refuses bad input with 422 per field, malformed JSON with 400, and writes nothing', async () => {
    const before = await planCount();
    const wrong = await create({
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
    const negative = await create(plan({ price_cents: -1 }));
    expect(negative.status).toBe(422);
    expect(negative.body.errors.price_cents).toBeDefined();
    expect((await create(plan({ price_cents: 10.5 }))).status).toBe(422);
    expect((await create(plan({ name: '   ' }))).body.errors.name).toEqual(['Campo obrigatório.']);
    const extra = await create(plan({ subscribers_count: 9 }));
    expect(extra.status).toBe(422);
    expect(extra.body.errors.subscribers_count).toEqual(['Campo não permitido.']);
    const { role: _role, ...noRole } = plan();
    expect((await create(noRole)).body.errors.role).toBeDefined();
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
    const res = await list(client.token);
    expect(res.status).toBe(200);
    expect(PlanListSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([ids.clientA, ids.clientB]);
    expect(res.body.data[0]).not.toHaveProperty('subscribers_count');
  });

  it('shows a supplier only the supplier plans, even when asking for client ones', async () => {
    expect((await list(supplier.token)).body.data.map((p: { id: number }) => p.id)).toEqual([ids.supplier]);
    expect((await list(supplier.token, '?role=client')).body.data).toEqual([]);
  });

  it('stays open to an account without an active subscription (no 402)', async () => {
    const inactive = await t.signUp('client');
    expect((await list(inactive.token)).status).toBe(200);
  });

  it('shows an admin every plan with subscriber counts, filtered by role on request', async () => {
    const sold = await activateSubscription(t.db, { id: client.user.id, role: 'client' });
    const all = await list(admin.token);
    expect(all.status).toBe(200);
    expect(all.body.data.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([ids.clientA, ids.clientB, ids.clientOff, ids.supplier, sold.id]),
    );
    for (const p of all.body.data) expect(p.subscribers_count).toBe(p.id === sold.id ? 1 : 0);
    const suppliers = await list(admin.token, '?role=supplier');
    expect(suppliers.body.data.map((p: { id: number }) => p.id)).toEqual([ids.supplier]);
    const bad = await list(admin.token, '?role=admin');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.role).toBeDefined();
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('GET', '/api/v1/subscriber-plans')).status).toBe(401);
  });

  it('GET /{id}: admin any plan; others only active plans of their role, else 404 like a missing one', async () => {
    expect((await get(ids.clientA!, client.token)).body.data).toMatchObject({
      id: ids.clientA,
      interval: 'year',
    });
    expect(await get(ids.supplier!, client.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await get(ids.clientOff!, client.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await get(999_999, client.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await get(ids.clientA!, supplier.token)).status).toBe(404);
    const off = await get(ids.clientOff!, admin.token);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ active: false, subscribers_count: 0 });
    expect((await get('abc', admin.token)).status).toBe(422);
    expect((await get(0, admin.token)).status).toBe(422);
  });
});

describe('PUT /api/v1/subscriber-plans/{id}', () => {
  it('changes the fields inside {data} and keeps the rest', async () => {
    const created = await createOk({ name: 'Antes' });
    const res = await update(created.id, { data: { name: 'Depois', price_cents: 9990, features: [] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: created.id,
      name: 'Depois',
      price_cents: 9990,
      features: [],
      role: 'client',
    });
    expect((await update(created.id, { data: { role: 'supplier' } })).body.data.role).toBe('supplier');
  });

  it('refuses a body without {data}, unknown fields and wrong types with 422', async () => {
    const created = await createOk();
    const bare = await update(created.id, { name: 'Sem envelope' });
    expect(bare.status).toBe(422);
    const extra = await update(created.id, { data: { id: 5 } });
    expect(extra.status).toBe(422);
    expect(extra.body.errors.id).toEqual(['Campo não permitido.']);
    const wrong = await update(created.id, { data: { price_cents: 'caro', active: 1 } });
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['active', 'price_cents']);
    expect((await get(created.id, admin.token)).body.data.name).toBe('Revenda Mensal');
  });

  it('keeps the role of a plan someone subscribed to (409), 404 for a missing plan, 403 for non-admins', async () => {
    const sold = await activateSubscription(t.db, { id: supplier.user.id, role: 'supplier' });
    const res = await update(sold.id, { data: { role: 'client' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Não é possível mudar o público de um plano que já tem assinaturas.');
    expect((await update(sold.id, { data: { name: 'Novo nome' } })).status).toBe(200);
    expect(await update(999_999, { data: { name: 'X' } })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await update(sold.id, { data: { name: 'X' } }, supplier.token)).status).toBe(403);
  });
});

describe('DELETE /api/v1/subscriber-plans/{id}', () => {
  it('removes a plan nobody subscribed to', async () => {
    const created = await createOk();
    const res = await remove(created.id);
    expect(res).toMatchObject({ status: 200, body: { message: 'Plano removido.' } });
    expect(res.body).not.toHaveProperty('data');
    expect((await get(created.id, admin.token)).status).toBe(404);
  });

  it('only deactivates a plan that has subscriptions, which then disappears for its role', async () => {
    const other = await t.signUp('client');
    const sold = await activateSubscription(t.db, { id: other.user.id, role: 'client' });
    expect((await get(sold.id, other.token)).status).toBe(200);
    const res = await remove(sold.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Plano desativado: ele tem assinantes.',
      data: { id: sold.id, active: false },
    });
    expect(res.body.data.subscribers_count).toBe(1);
    const [row] = await t.db.select().from(subscriberPlans).where(eq(subscriberPlans.id, sold.id));
    expect(row?.active).toBe(false);
    expect((await get(sold.id, other.token)).status).toBe(404);
  });

  it('answers 404 for a missing plan and 403 to non-admins', async () => {
    expect(await remove(999_999)).toMatchObject({ status: 404, body: NOT_FOUND });
    const created = await createOk();
    expect(await remove(created.id, client.token)).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await get(created.id, admin.token)).status).toBe(200);
  });
});
