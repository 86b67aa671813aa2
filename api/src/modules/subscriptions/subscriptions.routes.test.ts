import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { SubscriptionListQuery } from '@ponte/shared';
import { createTestApp, refusal, type TestApp } from '../../../test/test-app.ts';
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

const subscribe = (planId: number, token: string) => t.api(token).plans.subscribe(planId);
const cancel = (userId: number, token: string) => t.api(token).plans.cancel(userId);
const approve = (id: number, token = admin.token) => t.api(token).subscriptions.approve(id);
const cancelOne = (id: number, token = admin.token) => t.api(token).subscriptions.cancel(id);
const paginate = (query: SubscriptionListQuery, token = admin.token) =>
  t.api(token).subscriptions.paginate(query);
const session = async (account: Account) =>
  (await t.api(account.token).auth.currentUser()).session.subscription;
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

    const res = await subscribe(clientPlan.id, client.token);
    expect(res.data).toMatchObject({
      user_id: client.user.id,
      plan_id: clientPlan.id,
      status: 'pending',
      provider: 'manual',
      price_cents: 4990,
      current_period_start: null,
      current_period_end: null,
      approved_at: null,
    });
    expect(res.subscription).toMatchObject({ active: false, status: 'pending' });
    expect(await session(client)).toMatchObject({ active: false, status: 'pending' });

    await expect(subscribe(yearlyClientPlan.id, client.token)).rejects.toMatchObject({
      status: 409,
      body: PENDING_EXISTS,
    });

    const approved = await approve(res.data.id);
    const now = t.clock.now;
    const end = addInterval(now, 'month');
    expect(approved).toMatchObject({
      message: 'Assinatura aprovada.',
      data: {
        id: res.data.id,
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
    await expect(approve(res.data.id)).rejects.toMatchObject({
      status: 409,
      body: { error: 'Esta assinatura não está aguardando aprovação.' },
    });
  });

  it('cancel keeps the account active until the period ends, then inactive', async () => {
    const start = new Date(t.clock.now);
    const client = await t.signUp('client');
    const sub = (await subscribe(clientPlan.id, client.token)).data;
    await approve(sub.id);
    const end = addInterval(start, 'month');

    // The raw answer, as this test compares all of it (a parse would drop keys the schema does not know).
    const res = await t.call('POST', '/api/v1/subscriber-plans/cancel', {
      token: client.token,
      body: { user_id: client.user.id },
    });
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
    await expect(cancel(client.user.id, client.token)).rejects.toMatchObject({
      status: 409,
      body: NOTHING_TO_CANCEL,
    });

    try {
      // Steps shorter than the session's idle limit keep the same login alive.
      t.clock.now = new Date(start.getTime() + 20 * DAY);
      expect(await session(client)).toMatchObject({ active: true, status: 'cancelled' });
      expect((await paginate({})).paginate.total).toBeGreaterThan(0);
      t.clock.now = new Date(end.getTime() - MINUTE);
      expect(await session(client)).toMatchObject({ active: true, status: 'cancelled' });
      t.clock.now = new Date(end.getTime() + 1000);
      expect((await session(client)).active).toBe(false);
      expect((await paginate({ search: client.email })).subscriptions[0]!.status).toBe('expired');
    } finally {
      t.clock.now = start;
    }
  });

  it('a renewal approved while the period runs starts where the running one ends', async () => {
    const client = await t.signUp('client');
    const first = (await subscribe(clientPlan.id, client.token)).data;
    const firstEnd = (await approve(first.id)).data.current_period_end!;

    const renewal = await subscribe(yearlyClientPlan.id, client.token);
    expect(renewal.subscription).toMatchObject({ active: true, status: 'active' });
    const approved = await approve(renewal.data.id);
    expect(approved.data).toMatchObject({
      current_period_start: firstEnd,
      current_period_end: addInterval(new Date(firstEnd), 'year').toISOString(),
    });
    expect((await session(client)).active).toBe(true);
  });

  it('cancelling a pending subscription drops it at once, and a new one can be started', async () => {
    const client = await t.signUp('client');
    await subscribe(clientPlan.id, client.token);
    const res = await cancel(client.user.id, client.token);
    expect(res.message).toBe('Assinatura pendente cancelada.');
    // A subscription that never ran leaves the user with none, not an expired one.
    expect(res.subscription).toMatchObject({ active: false, status: 'none' });
    const [row] = await rowsOf(client.user.id);
    expect(row).toMatchObject({ status: 'cancelled', current_period_end: null });
    expect((await subscribe(clientPlan.id, client.token)).data).toMatchObject({ status: 'pending' });
  });

  it('a request awaiting approval shows in the session whatever the status: trial, then cancelled period', async () => {
    const supplier = await t.signUp('supplier');
    expect(await session(supplier)).toMatchObject({ status: 'trialing', pending: null });
    const requestedAt = t.clock.now.toISOString();
    const asked = await subscribe(supplierPlan.id, supplier.token);
    const pending = {
      plan_id: supplierPlan.id,
      plan_name: 'Fornecedor Mensal',
      requested_at: requestedAt,
      awaiting: 'approval',
    };
    // Still in trial: the status stays `trialing`, but the request is there to be shown and withdrawn.
    expect(await session(supplier)).toMatchObject({ active: true, status: 'trialing', pending });

    await approve(asked.data.id);
    await subscribe(supplierPlan.id, supplier.token);
    await cancelOne(asked.data.id);
    // A cancelled period still running, with a renewal awaiting approval.
    expect(await session(supplier)).toMatchObject({
      status: 'cancelled',
      pending: { plan_id: supplierPlan.id },
    });

    const res = await cancel(supplier.user.id, supplier.token);
    expect(res).toMatchObject({
      message: 'Assinatura pendente cancelada.',
      subscription: { status: 'cancelled', pending: null },
    });
  });

  it('two subscribes at once: one is created, the other is a 409', async () => {
    const client = await t.signUp('client');
    // Raw answers: the created one is the 201.
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.call('POST', '/api/v1/subscriber-plans/subscribe', {
          token: client.token,
          body: { plan_id: clientPlan.id },
        }),
      ),
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
    const first = await withAutoPayments(() => subscribe(supplierPlan.id, supplier.token));
    expect(first.data).toMatchObject({
      status: 'active',
      provider: 'auto',
      price_cents: 9990,
      current_period_start: now.toISOString(),
      current_period_end: addInterval(now, 'month').toISOString(),
      approved_at: now.toISOString(),
    });
    expect(first.subscription).toMatchObject({
      active: true,
      status: 'active',
      plan_id: supplierPlan.id,
    });

    const second = await withAutoPayments(() => subscribe(supplierPlan.id, supplier.token));
    expect(second.data.current_period_start).toBe(first.data.current_period_end);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, first.data.id));
    expect(row!.approved_by).toBeNull();
  });

  it('a client goes from inactive to active in the subscribe answer itself', async () => {
    const client = await t.signUp('client');
    const res = await withAutoPayments(() => subscribe(yearlyClientPlan.id, client.token));
    expect(res.subscription).toMatchObject({
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
      const refused = await refusal(subscribe(planId, client.token));
      expect(refused?.status, String(planId)).toBe(422);
      expect(refused?.body.errors).toEqual({ plan_id: ['Este plano não está disponível para a sua conta.'] });
    }
    await expect(subscribe(clientPlan.id, admin.token)).rejects.toMatchObject({ status: 403 });
    await expect(t.api().plans.subscribe(clientPlan.id)).rejects.toMatchObject({ status: 401 });
    expect(await subscriptionCount()).toBe(before);
  });

  it('bad bodies: 422 for wrong types, missing or unknown fields, 400 for malformed JSON', async () => {
    const client = await t.signUp('client');
    const before = await subscriptionCount();
    // Bodies the types refuse, sent as they are.
    const subscribeRaw = (body: unknown) =>
      t.call('POST', '/api/v1/subscriber-plans/subscribe', { body, token: client.token });
    for (const body of [
      {},
      { plan_id: String(clientPlan.id) },
      { plan_id: -1 },
      { plan_id: 1.5 },
      [clientPlan.id],
    ]) {
      expect((await subscribeRaw(body)).status, JSON.stringify(body)).toBe(422);
    }
    const extra = await subscribeRaw({ plan_id: clientPlan.id, status: 'active' });
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
    const sub = (await subscribe(clientPlan.id, owner.token)).data;
    await approve(sub.id);
    await expect(cancel(owner.user.id, intruder.token)).rejects.toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    await expect(cancel(999_999, intruder.token)).rejects.toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await rowsOf(owner.user.id))[0]!.status).toBe('active');
  });

  it("an admin cancels anyone's; 404 for a missing user, 409 when there is nothing to cancel", async () => {
    const owner = await t.signUp('client');
    const sub = (await subscribe(clientPlan.id, owner.token)).data;
    await approve(sub.id);
    const res = await cancel(owner.user.id, admin.token);
    expect(res.subscription).toMatchObject({ active: true, status: 'cancelled' });
    await expect(cancel(999_999, admin.token)).rejects.toMatchObject({ status: 404, body: NOT_FOUND });
    const nobody = await t.signUp('client');
    await expect(cancel(nobody.user.id, admin.token)).rejects.toMatchObject({
      status: 409,
      body: NOTHING_TO_CANCEL,
    });
  });

  it('bad bodies are 422 or 400; anonymous is 401', async () => {
    const client = await t.signUp('client');
    // Bodies the types refuse, sent as they are.
    for (const body of [{}, { user_id: 'eu' }, { user_id: client.user.id, now: true }]) {
      const res = await t.call('POST', '/api/v1/subscriber-plans/cancel', { body, token: client.token });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await t.call('POST', '/api/v1/subscriber-plans/cancel', { raw: '{', token: client.token })).status,
    ).toBe(400);
    await expect(t.api().plans.cancel(client.user.id)).rejects.toMatchObject({ status: 401 });
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
    pendingId = (await subscribe(supplierPlan.id, supplier.token)).data.id;
  });

  it('lists in the contract shape, searches by name and e-mail, filters by status, role and plan', async () => {
    const all = await paginate({ per_page: 100 });
    expect(all.paginate.total).toBe(await subscriptionCount());

    for (const search of ['procurável', 'PROCURAVEL@exemplo', 'Fornecedora']) {
      const found = await paginate({ search });
      expect(
        found.subscriptions.map((s) => s.id),
        search,
      ).toEqual([pendingId]);
    }
    const pending = await paginate({ filter: { status: 'pending' }, per_page: 100 });
    expect(pending.subscriptions.map((s) => s.id)).toContain(pendingId);
    expect(pending.subscriptions.every((s) => s.status === 'pending')).toBe(true);
    const suppliers = await paginate({
      filter: { role: 'supplier', plan_id: supplierPlan.id },
      per_page: 100,
    });
    expect(suppliers.subscriptions.length).toBeGreaterThan(0);
    for (const s of suppliers.subscriptions) {
      expect(s.user.role).toBe('supplier');
      expect(s.plan.id).toBe(supplierPlan.id);
    }
    const newest = await paginate({ sort: 'id', order: 'desc', per_page: 1 });
    expect(newest.subscriptions[0]!.id).toBe(Math.max(...all.subscriptions.map((s) => s.id)));
    expect((await paginate({ search: "' OR 1=1 --" })).subscriptions).toEqual([]);
  });

  it('refuses unknown sorts and filters (422) and non-admins (403)', async () => {
    // Bodies the types refuse, sent as they are.
    const paginateRaw = (body: unknown) =>
      t.call('POST', '/api/v1/subscriptions/paginate', { body, token: admin.token });
    expect((await paginateRaw({ sort: 'user_id' })).status).toBe(422);
    expect(
      (await paginateRaw({ filter: { status: 'trialing' } })).body.errors['filter.status'],
    ).toBeDefined();
    expect((await paginateRaw({ filter: { user_id: 1 } })).body.errors['filter.user_id']).toEqual([
      'Campo não permitido.',
    ]);
    await expect(paginate({ per_page: 101 })).rejects.toMatchObject({ status: 422 });
    await expect(paginate({}, supplier.token)).rejects.toMatchObject({ status: 403 });
    await expect(t.api().subscriptions.paginate({})).rejects.toMatchObject({ status: 401 });
  });

  it('approve: 403 for non-admins, 404 for a missing id, 422 for a malformed one', async () => {
    await expect(approve(pendingId, supplier.token)).rejects.toMatchObject({ status: 403 });
    await expect(approve(999_999)).rejects.toMatchObject({ status: 404, body: NOT_FOUND });
    // A path the types refuse.
    const malformed = await t.call('POST', '/api/v1/subscriptions/abc/approve', { token: admin.token });
    expect(malformed.status).toBe(422);
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
    const first = await subscribe(clientPlan.id, client.token);
    expect((await approve(first.data.id)).data.status).toBe('active');
    const renewal = await subscribe(clientPlan.id, client.token);

    const res = await cancelOne(renewal.data.id);
    expect(res.message).toBe('Assinatura pendente cancelada.');
    expect(res.data).toMatchObject({
      id: renewal.data.id,
      status: 'cancelled',
      current_period_end: null,
      cancelled_at: t.clock.now.toISOString(),
      user: { id: client.user.id },
    });
    const rows = await rowsOf(client.user.id);
    expect(rows.find((r) => r.id === first.data.id)?.status).toBe('active');
    expect(await session(client)).toMatchObject({ active: true, status: 'active' });
  });

  it('cancels a running one: access lasts until the paid period ends; twice is a 409', async () => {
    const client = await t.signUp('client');
    const sub = await subscribe(clientPlan.id, client.token);
    await approve(sub.data.id);

    const res = await cancelOne(sub.data.id);
    expect(res.message).toBe('Assinatura cancelada. O acesso continua até o fim do período já pago.');
    expect(res.data).toMatchObject({ status: 'cancelled', cancelled_at: t.clock.now.toISOString() });
    expect(res.data.current_period_end).toBe(addInterval(t.clock.now, 'month').toISOString());
    expect(await session(client)).toMatchObject({ active: true, status: 'cancelled' });

    await expect(cancelOne(sub.data.id)).rejects.toMatchObject({
      status: 409,
      body: { error: 'Esta assinatura já está cancelada ou expirada.' },
    });
  });

  it('an expired one is a 409 and stays as it was', async () => {
    const client = await t.signUp('client');
    const sub = await subscribe(clientPlan.id, client.token);
    await approve(sub.data.id);
    await t.db
      .update(subscriptions)
      .set({ current_period_end: new Date(t.clock.now.getTime() - MINUTE) })
      .where(eq(subscriptions.id, sub.data.id));
    await expect(cancelOne(sub.data.id)).rejects.toMatchObject({ status: 409 });
    const [row] = await rowsOf(client.user.id);
    expect(row).toMatchObject({ status: 'active', cancelled_at: null });
  });

  it('403 for the subscriber and other users, 404 for a missing id, 422 for a malformed one, 401 anonymous', async () => {
    const client = await t.signUp('client');
    const sub = await subscribe(clientPlan.id, client.token);
    await expect(cancelOne(sub.data.id, client.token)).rejects.toMatchObject({ status: 403 });
    await expect(cancelOne(999_999)).rejects.toMatchObject({ status: 404, body: NOT_FOUND });
    // A path the types refuse.
    const malformed = await t.call('POST', '/api/v1/subscriptions/abc/cancel', { token: admin.token });
    expect(malformed.status).toBe(422);
    await expect(t.api().subscriptions.cancel(sub.data.id)).rejects.toMatchObject({ status: 401 });
    const [row] = await rowsOf(client.user.id);
    expect(row).toMatchObject({ status: 'pending', cancelled_at: null });
  });
});
