import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { SubscribeResponseSchema, SubscriptionListSchema } from '@ponte/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addInterval } from './subscriptions.service.ts';
import { subscriberPlans, subscriptions } from './subscriptions.table.ts';

type Account = Awaited<ReturnType<TestApp['signUp']>>;

let t: TestApp;
let admin: Account;
let clientPlan: typeof subscriberPlans.$inferSelect;
let yearlyClientPlan: typeof subscriberPlans.$inferSelect;
let supplierPlan: typeof subscriberPlans.$inferSelect;
let inactivePlan: typeof subscriberPlans.$inferSelect;

const MINUTE = 60_000;
const DAY = 86_400_000;
const NOT_FOUND = { error: 'Registro não encontrado.' };
const PENDING_EXISTS = { error: 'Já existe uma assinatura aguardando aprovação.' };
const NOTHING_TO_CANCEL = { error: 'Nenhuma assinatura para cancelar.' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('admin');
  const insert = async (values: Partial<typeof subscriberPlans.$inferInsert>) =>
    (
      await t.db
        .insert(subscriberPlans)
        .values({ name: 'Plano', role: 'client', price_cents: 4990, ...values })
        .returning()
    )[0]!;
  clientPlan = await insert({ name: 'Revenda Mensal' });
  yearlyClientPlan = await insert({ name: 'Revenda Anual', interval: 'year', price_cents: 49900 });
  supplierPlan = await insert({ name: 'Fornecedor Mensal', role: 'supplier', price_cents: 9990 });
  inactivePlan = await insert({ name: 'Antigo', active: false });
});
afterAll(() => t.close());

const subscribe = (body: unknown, token: string) =>
  t.call('POST', '/api/v1/subscriber-plans/subscribe', { body, token });
const cancel = (body: unknown, token: string) =>
  t.call('POST', '/api/v1/subscriber-plans/cancel', { body, token });
const approve = (id: number | string, token = admin.token) =>
  t.call('POST', `/api/v1/subscriptions/${id}/approve`, { token });
const cancelOne = (id: number | string, token = admin.token) =>
  t.call('POST', `/api/v1/subscriptions/${id}/cancel`, { token });
const paginate = (body: unknown, token = admin.token) =>
  t.call('POST', '/api/v1/subscriptions/paginate', { body, token });
const session = async (account: Account) => {
  const res = await t.call('GET', '/api/v1/users/current-user', { token: account.token });
  expect(res.status).toBe(200);
  return res.body.session.subscription;
};
const rowsOf = (userId: number) => t.db.select().from(subscriptions).where(eq(subscriptions.user_id, userId));
const subscriptionCount = async () => Number((await t.db.select({ n: count() }).from(subscriptions))[0]!.n);

/** Runs `fn` with PAYMENTS=auto, as if the server had been started that way. */
async function withAutoPayments<T>(fn: () => Promise<T>): Promise<T> {
  t.deps.env.PAYMENTS = 'auto';
  try {
    return await fn();
  } finally {
    t.deps.env.PAYMENTS = 'manual';
  }
}

describe('a client subscribing with manual payments', () => {
  it('pending until an admin approves; approval flips session.subscription.active from false to true', async () => {
    const client = await t.signUp('client');
    expect(await session(client)).toMatchObject({ active: false, status: 'none' });

    const res = await subscribe({ plan_id: clientPlan.id }, client.token);
    expect(res.status).toBe(201);
    expect(SubscribeResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.data).toMatchObject({
      user_id: client.user.id,
      plan_id: clientPlan.id,
      status: 'pending',
      provider: 'manual',
      price_cents: 4990,
      current_period_start: null,
      current_period_end: null,
      approved_at: null,
    });
    expect(res.body.subscription).toMatchObject({ active: false, status: 'pending' });
    expect(await session(client)).toMatchObject({ active: false, status: 'pending' });

    expect(await subscribe({ plan_id: yearlyClientPlan.id }, client.token)).toMatchObject({
      status: 409,
      body: PENDING_EXISTS,
    });

    const approved = await approve(res.body.data.id);
    expect(approved.status).toBe(200);
    const now = t.clock.now;
    const end = addInterval(now, 'month');
    expect(approved.body).toMatchObject({
      message: 'Assinatura aprovada.',
      data: {
        id: res.body.data.id,
        user: { id: client.user.id, email: client.email, role: 'client' },
        plan: { id: clientPlan.id, name: 'Revenda Mensal' },
        status: 'active',
        current_period_start: now.toISOString(),
        current_period_end: end.toISOString(),
        approved_at: now.toISOString(),
      },
    });
    const [row] = await rowsOf(client.user.id);
    expect(row!.approved_by).toBe(admin.user.id);
    expect(await session(client)).toEqual({
      active: true,
      status: 'active',
      plan_id: clientPlan.id,
      current_period_end: end.toISOString(),
      trial_ends_at: null,
      pending: null,
    });
    expect(await approve(res.body.data.id)).toMatchObject({
      status: 409,
      body: { error: 'Esta assinatura não está aguardando aprovação.' },
    });
  });

  it('cancel keeps the account active until the period ends, then inactive', async () => {
    const start = new Date(t.clock.now);
    const client = await t.signUp('client');
    const sub = (await subscribe({ plan_id: clientPlan.id }, client.token)).body.data;
    await approve(sub.id);
    const end = addInterval(start, 'month');

    const res = await cancel({ user_id: client.user.id }, client.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Assinatura cancelada. O acesso continua até o fim do período já pago.',
      subscription: {
        active: true,
        status: 'cancelled',
        plan_id: clientPlan.id,
        current_period_end: end.toISOString(),
        trial_ends_at: null,
        pending: null,
      },
    });
    expect(await cancel({ user_id: client.user.id }, client.token)).toMatchObject({
      status: 409,
      body: NOTHING_TO_CANCEL,
    });

    try {
      // Steps shorter than the session's idle limit keep the same login alive.
      t.clock.now = new Date(start.getTime() + 20 * DAY);
      expect(await session(client)).toMatchObject({ active: true, status: 'cancelled' });
      expect((await paginate({})).status).toBe(200);
      t.clock.now = new Date(end.getTime() - MINUTE);
      expect(await session(client)).toMatchObject({ active: true, status: 'cancelled' });
      t.clock.now = new Date(end.getTime() + 1000);
      expect((await session(client)).active).toBe(false);
      expect((await paginate({ search: client.email })).body.subscriptions[0].status).toBe('expired');
    } finally {
      t.clock.now = start;
    }
  });

  it('a renewal approved while the period runs starts where the running one ends', async () => {
    const client = await t.signUp('client');
    const first = (await subscribe({ plan_id: clientPlan.id }, client.token)).body.data;
    const firstEnd = (await approve(first.id)).body.data.current_period_end;

    const renewal = await subscribe({ plan_id: yearlyClientPlan.id }, client.token);
    expect(renewal.status).toBe(201);
    expect(renewal.body.subscription).toMatchObject({ active: true, status: 'active' });
    const approved = await approve(renewal.body.data.id);
    expect(approved.body.data).toMatchObject({
      current_period_start: firstEnd,
      current_period_end: addInterval(new Date(firstEnd), 'year').toISOString(),
    });
    expect((await session(client)).active).toBe(true);
  });

  it('cancelling a pending subscription drops it at once, and a new one can be started', async () => {
    const client = await t.signUp('client');
    await subscribe({ plan_id: clientPlan.id }, client.token);
    const res = await cancel({ user_id: client.user.id }, client.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Assinatura pendente cancelada.');
    // A subscription that never ran leaves the user with none, not an expired one.
    expect(res.body.subscription).toMatchObject({ active: false, status: 'none' });
    const [row] = await rowsOf(client.user.id);
    expect(row).toMatchObject({ status: 'cancelled', current_period_end: null });
    expect((await subscribe({ plan_id: clientPlan.id }, client.token)).status).toBe(201);
  });

  it('a request awaiting approval shows in the session whatever the status: trial, then cancelled period', async () => {
    const supplier = await t.signUp('supplier');
    expect(await session(supplier)).toMatchObject({ status: 'trialing', pending: null });
    const requestedAt = t.clock.now.toISOString();
    const asked = await subscribe({ plan_id: supplierPlan.id }, supplier.token);
    const pending = { plan_id: supplierPlan.id, plan_name: 'Fornecedor Mensal', requested_at: requestedAt };
    // Still in trial: the status stays `trialing`, but the request is there to be shown and withdrawn.
    expect(await session(supplier)).toMatchObject({ active: true, status: 'trialing', pending });

    await approve(asked.body.data.id);
    await subscribe({ plan_id: supplierPlan.id }, supplier.token);
    await cancelOne(asked.body.data.id);
    // A cancelled period still running, with a renewal awaiting approval.
    expect(await session(supplier)).toMatchObject({
      status: 'cancelled',
      pending: { plan_id: supplierPlan.id },
    });

    const res = await cancel({ user_id: supplier.user.id }, supplier.token);
    expect(res.body).toMatchObject({
      message: 'Assinatura pendente cancelada.',
      subscription: { status: 'cancelled', pending: null },
    });
  });

  it('two subscribes at once: one is created, the other is a 409', async () => {
    const client = await t.signUp('client');
    const answers = await Promise.all(
      [1, 2, 3].map(() => subscribe({ plan_id: clientPlan.id }, client.token)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await rowsOf(client.user.id)).toHaveLength(1);
  });
});

describe('subscribing with PAYMENTS=auto', () => {
  it('activates at once; a supplier in trial becomes active, and renewals follow on', async () => {
    const supplier = await t.signUp('supplier');
    expect(await session(supplier)).toMatchObject({ active: true, status: 'trialing' });
    const now = t.clock.now;
    const first = await withAutoPayments(() => subscribe({ plan_id: supplierPlan.id }, supplier.token));
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      status: 'active',
      provider: 'auto',
      price_cents: 9990,
      current_period_start: now.toISOString(),
      current_period_end: addInterval(now, 'month').toISOString(),
      approved_at: now.toISOString(),
    });
    expect(first.body.subscription).toMatchObject({
      active: true,
      status: 'active',
      plan_id: supplierPlan.id,
    });

    const second = await withAutoPayments(() => subscribe({ plan_id: supplierPlan.id }, supplier.token));
    expect(second.status).toBe(201);
    expect(second.body.data.current_period_start).toBe(first.body.data.current_period_end);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, first.body.data.id));
    expect(row!.approved_by).toBeNull();
  });

  it('a client goes from inactive to active in the subscribe answer itself', async () => {
    const client = await t.signUp('client');
    const res = await withAutoPayments(() => subscribe({ plan_id: yearlyClientPlan.id }, client.token));
    expect(res.body.subscription).toMatchObject({
      active: true,
      current_period_end: addInterval(t.clock.now, 'year').toISOString(),
    });
  });
});

describe('POST /api/v1/subscriber-plans/subscribe refusals', () => {
  it('422 for a plan of another role, an inactive or a missing plan; 403 for admins; 401 anonymous', async () => {
    const client = await t.signUp('client');
    const before = await subscriptionCount();
    for (const planId of [supplierPlan.id, inactivePlan.id, 999_999]) {
      const res = await subscribe({ plan_id: planId }, client.token);
      expect(res.status, String(planId)).toBe(422);
      expect(res.body.errors).toEqual({ plan_id: ['Este plano não está disponível para a sua conta.'] });
    }
    expect((await subscribe({ plan_id: clientPlan.id }, admin.token)).status).toBe(403);
    const anonymous = await t.call('POST', '/api/v1/subscriber-plans/subscribe', {
      body: { plan_id: clientPlan.id },
    });
    expect(anonymous.status).toBe(401);
    expect(await subscriptionCount()).toBe(before);
  });

  it('bad bodies: 422 for wrong types, missing or unknown fields, 400 for malformed JSON', async () => {
    const client = await t.signUp('client');
    const before = await subscriptionCount();
    for (const body of [
      {},
      { plan_id: String(clientPlan.id) },
      { plan_id: -1 },
      { plan_id: 1.5 },
      [clientPlan.id],
    ]) {
      expect((await subscribe(body, client.token)).status, JSON.stringify(body)).toBe(422);
    }
    const extra = await subscribe({ plan_id: clientPlan.id, status: 'active' }, client.token);
    expect(extra.body.errors.status).toEqual(['Campo não permitido.']);
    const malformed = await t.call('POST', '/api/v1/subscriber-plans/subscribe', {
      raw: '{plan_id:1}',
      token: client.token,
    });
    expect(malformed.status).toBe(400);
    expect(await subscriptionCount()).toBe(before);
  });
});

describe('POST /api/v1/subscriber-plans/cancel', () => {
  it("someone else's user_id answers 404 like a missing one and changes nothing", async () => {
    const owner = await t.signUp('client');
    const intruder = await t.signUp('supplier');
    const sub = (await subscribe({ plan_id: clientPlan.id }, owner.token)).body.data;
    await approve(sub.id);
    expect(await cancel({ user_id: owner.user.id }, intruder.token)).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    expect(await cancel({ user_id: 999_999 }, intruder.token)).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    expect((await rowsOf(owner.user.id))[0]!.status).toBe('active');
  });

  it("an admin cancels anyone's; 404 for a missing user, 409 when there is nothing to cancel", async () => {
    const owner = await t.signUp('client');
    const sub = (await subscribe({ plan_id: clientPlan.id }, owner.token)).body.data;
    await approve(sub.id);
    const res = await cancel({ user_id: owner.user.id }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ active: true, status: 'cancelled' });
    expect(await cancel({ user_id: 999_999 }, admin.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    const nobody = await t.signUp('client');
    expect(await cancel({ user_id: nobody.user.id }, admin.token)).toMatchObject({
      status: 409,
      body: NOTHING_TO_CANCEL,
    });
  });

  it('bad bodies are 422 or 400; anonymous is 401', async () => {
    const client = await t.signUp('client');
    for (const body of [{}, { user_id: 'eu' }, { user_id: client.user.id, now: true }]) {
      expect((await cancel(body, client.token)).status, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await t.call('POST', '/api/v1/subscriber-plans/cancel', { raw: '{', token: client.token })).status,
    ).toBe(400);
    expect(
      (await t.call('POST', '/api/v1/subscriber-plans/cancel', { body: { user_id: client.user.id } })).status,
    ).toBe(401);
  });
});

describe('admin subscriptions: paginate and approve', () => {
  let supplier: Account;
  let pendingId: number;
  beforeAll(async () => {
    supplier = await t.signUp('supplier', {
      name: 'Fornecedora',
      last_name: 'Procurável',
      email: 'procuravel@exemplo.com.br',
    });
    pendingId = (await subscribe({ plan_id: supplierPlan.id }, supplier.token)).body.data.id;
  });

  it('lists in the contract shape, searches by name and e-mail, filters by status, role and plan', async () => {
    const all = await paginate({ per_page: 100 });
    expect(all.status).toBe(200);
    expect(SubscriptionListSchema.safeParse(all.body).success).toBe(true);
    expect(all.body.paginate.total).toBe(await subscriptionCount());

    for (const search of ['procurável', 'PROCURAVEL@exemplo', 'Fornecedora']) {
      const found = await paginate({ search });
      expect(
        found.body.subscriptions.map((s: { id: number }) => s.id),
        search,
      ).toEqual([pendingId]);
    }
    const pending = await paginate({ filter: { status: 'pending' }, per_page: 100 });
    expect(pending.body.subscriptions.map((s: { id: number }) => s.id)).toContain(pendingId);
    expect(pending.body.subscriptions.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    const suppliers = await paginate({
      filter: { role: 'supplier', plan_id: supplierPlan.id },
      per_page: 100,
    });
    expect(suppliers.body.subscriptions.length).toBeGreaterThan(0);
    for (const s of suppliers.body.subscriptions) {
      expect(s.user.role).toBe('supplier');
      expect(s.plan.id).toBe(supplierPlan.id);
    }
    const newest = await paginate({ sort: 'id', order: 'desc', per_page: 1 });
    expect(newest.body.subscriptions[0].id).toBe(
      Math.max(...all.body.subscriptions.map((s: { id: number }) => s.id)),
    );
    expect((await paginate({ search: "' OR 1=1 --" })).body.subscriptions).toEqual([]);
  });

  it('refuses unknown sorts and filters (422) and non-admins (403)', async () => {
    expect((await paginate({ sort: 'user_id' })).status).toBe(422);
    expect((await paginate({ filter: { status: 'trialing' } })).body.errors['filter.status']).toBeDefined();
    expect((await paginate({ filter: { user_id: 1 } })).body.errors['filter.user_id']).toEqual([
      'Campo não permitido.',
    ]);
    expect((await paginate({ per_page: 101 })).status).toBe(422);
    expect((await paginate({}, supplier.token)).status).toBe(403);
    expect((await t.call('POST', '/api/v1/subscriptions/paginate', { body: {} })).status).toBe(401);
  });

  it('approve: 403 for non-admins, 404 for a missing id, 422 for a malformed one', async () => {
    expect((await approve(pendingId, supplier.token)).status).toBe(403);
    expect(await approve(999_999)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await approve('abc')).status).toBe(422);
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, pendingId), eq(subscriptions.status, 'pending')));
    expect(row).toBeDefined();
  });
});

describe('POST /api/v1/subscriptions/{id}/cancel (admin)', () => {
  it('drops a pending one with no period and leaves the running one of the same user alone', async () => {
    const client = await t.signUp('client');
    const first = await subscribe({ plan_id: clientPlan.id }, client.token);
    expect((await approve(first.body.data.id)).status).toBe(200);
    const renewal = await subscribe({ plan_id: clientPlan.id }, client.token);

    const res = await cancelOne(renewal.body.data.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Assinatura pendente cancelada.');
    expect(res.body.data).toMatchObject({
      id: renewal.body.data.id,
      status: 'cancelled',
      current_period_end: null,
      cancelled_at: t.clock.now.toISOString(),
      user: { id: client.user.id },
    });
    const rows = await rowsOf(client.user.id);
    expect(rows.find((r) => r.id === first.body.data.id)?.status).toBe('active');
    expect(await session(client)).toMatchObject({ active: true, status: 'active' });
  });

  it('cancels a running one: access lasts until the paid period ends; twice is a 409', async () => {
    const client = await t.signUp('client');
    const sub = await subscribe({ plan_id: clientPlan.id }, client.token);
    await approve(sub.body.data.id);

    const res = await cancelOne(sub.body.data.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Assinatura cancelada. O acesso continua até o fim do período já pago.');
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancelled_at: t.clock.now.toISOString() });
    expect(res.body.data.current_period_end).toBe(addInterval(t.clock.now, 'month').toISOString());
    expect(await session(client)).toMatchObject({ active: true, status: 'cancelled' });

    const again = await cancelOne(sub.body.data.id);
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'Esta assinatura já está cancelada ou expirada.' },
    });
  });

  it('an expired one is a 409 and stays as it was', async () => {
    const client = await t.signUp('client');
    const sub = await subscribe({ plan_id: clientPlan.id }, client.token);
    await approve(sub.body.data.id);
    await t.db
      .update(subscriptions)
      .set({ current_period_end: new Date(t.clock.now.getTime() - MINUTE) })
      .where(eq(subscriptions.id, sub.body.data.id));
    expect((await cancelOne(sub.body.data.id)).status).toBe(409);
    const [row] = await rowsOf(client.user.id);
    expect(row).toMatchObject({ status: 'active', cancelled_at: null });
  });

  it('403 for the subscriber and other users, 404 for a missing id, 422 for a malformed one, 401 anonymous', async () => {
    const client = await t.signUp('client');
    const sub = await subscribe({ plan_id: clientPlan.id }, client.token);
    expect((await cancelOne(sub.body.data.id, client.token)).status).toBe(403);
    expect(await cancelOne(999_999)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await cancelOne('abc')).status).toBe(422);
    expect((await t.call('POST', `/api/v1/subscriptions/${sub.body.data.id}/cancel`)).status).toBe(401);
    const [row] = await rowsOf(client.user.id);
    expect(row).toMatchObject({ status: 'pending', cancelled_at: null });
  });
});
