import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  nextCpf,
  startPaymentsWorld,
  TEST_CPF,
  type PaymentsWorld,
} from '../../../../test/fake-asaas/payments-world.ts';
import { refusal } from '../../../../test/test-app.ts';
import { notifications } from '../../notifications/notifications.table.ts';
import { subscriptions } from '../subscriptions.table.ts';
import { customerReference, subscriptionReference } from '../asaas/asaas-api.ts';
import { apiFor, brasiliaDate } from '../asaas/asaas-subscriptions.ts';
import { asaasProvider } from '../payment-providers.ts';
import { subscribe } from '../subscriptions.service.ts';
import { applyProviderCharges } from './charge-sync.ts';
import { paymentCharges, paymentWebhookEvents } from './payments.table.ts';

const DAY = 86_400_000;
let w: PaymentsWorld;
beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(() => w.close());

const client = (fields = {}) => w.t.signUp('client', { document: nextCpf(), ...fields });
const activeOf = async (token: string) =>
  (await w.t.api(token).auth.currentUser()).session.subscription.active;
const kindsOf = async (userId: number) =>
  (
    await w.t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.user_id, userId))
  ).map((n) => n.kind);

describe('subscribe and pay (PAYMENTS=asaas)', () => {
  it('asks for the method and the CPF/CNPJ at once, before anything reaches Asaas', async () => {
    const { token } = await w.t.signUp('client');
    const before = w.asaas.stats.created.customers;
    await expect(refusal(w.t.api(token).plans.subscribe(w.plan.id))).resolves.toMatchObject({
      status: 422,
      body: {
        errors: {
          method: ['Escolha como pagar: Pix, boleto ou cartão.'],
          document: ['Para emitir a cobrança, informe seu CPF ou CNPJ.'],
        },
      },
    });
    await expect(
      refusal(w.t.api(token).plans.subscribe(w.plan.id, { method: 'pix', document: '123.456.789-00' })),
    ).resolves.toMatchObject({
      status: 422,
      body: { errors: { document: ['CPF ou CNPJ inválido.'] } },
    });
    expect(w.asaas.stats.created.customers).toBe(before);
  });

  it('pays by Pix: the charge comes back with its QR code, and the paid webhook opens the catalogue', async () => {
    const { token, user } = await w.t.signUp('client');
    const answer = await w.t
      .api(token)
      .plans.subscribe(w.plan.id, { method: 'pix', document: '529.982.247-25' });
    expect(answer.data.status).toBe('pending');
    expect(answer.charge).toMatchObject({ state: 'open', method: 'pix', value_cents: 4990 });
    const summary = await w.t.api(token).payments.summary();
    expect(summary.document_required).toBe(false);
    expect(summary.current_charge?.payment.pix?.payload).toMatch(/^000201/);
    expect(summary.current_charge?.payment.pix?.image_base64.length).toBeGreaterThan(100);
    expect(await activeOf(token)).toBe(false);
    await expect(w.t.call('POST', '/api/v1/products/paginate', { token, body: {} })).resolves.toMatchObject({
      status: 402,
    });

    w.asaas.controls.confirm(answer.charge!.external_id);
    await w.deliver();
    expect(await activeOf(token)).toBe(true);
    const paid = await w.t.api(token).payments.summary();
    expect(paid.current_charge).toBeNull();
    expect(paid.charges[0]).toMatchObject({ state: 'paid', provider_status: 'RECEIVED' });
    expect(paid.charges[0]!.receipt_url).toBeTruthy();
    expect(await kindsOf(user.id)).toEqual(
      expect.arrayContaining(['payment.charge_created', 'payment.received']),
    );
    // One customer and one subscription at Asaas, the CPF given saved to the profile.
    expect((await w.t.api(token).auth.currentUser()).current_user.document).toBe(TEST_CPF);
  });

  it('shows the boleto line and PDF, and the hosted invoice for card', async () => {
    const boleto = await client();
    const b = await w.t.api(boleto.token).plans.subscribe(w.plan.id, { method: 'boleto' });
    const summary = await w.t.api(boleto.token).payments.summary();
    expect(summary.current_charge).toMatchObject({
      method: 'boleto',
      boleto_url: expect.stringContaining('http'),
    });
    expect(summary.current_charge?.payment.boleto_line).toMatch(/^\d{47}$/);
    expect(b.charge?.invoice_url).toBeTruthy();
    const card = await client();
    const c = await w.t.api(card.token).plans.subscribe(w.plan.id, { method: 'card' });
    expect(c.charge).toMatchObject({ method: 'card', invoice_url: expect.stringContaining('/i/') });
    expect((await w.t.api(card.token).payments.summary()).current_charge?.payment).toEqual({
      pix: null,
      boleto_line: null,
    });
  });

  it('says Asaas is down with a 503 and keeps nothing half-written', async () => {
    const { token, user } = await client();
    w.asaas.controls.injectFailures({ kind: 'error500', count: 50 });
    try {
      await expect(
        refusal(w.t.api(token).plans.subscribe(w.plan.id, { method: 'pix' })),
      ).resolves.toMatchObject({
        status: 503,
        body: {
          error:
            'O serviço de pagamentos não respondeu. Nada foi cobrado; tente novamente em alguns minutos.',
        },
      });
    } finally {
      w.asaas.controls.clearFailures();
    }
    const rows = await w.t.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.id));
    expect(rows.map((r) => [r.status, r.current_period_end])).toEqual([['cancelled', null]]);
    // Once Asaas is back the person subscribes again, and the withdrawn request's job removes nothing of it.
    const again = await w.t.api(token).plans.subscribe(w.plan.id, { method: 'pix' });
    expect(again.charge).toMatchObject({ state: 'open' });
    await w.t.runJobs({ evenIfDelayed: true });
    expect((await w.subscription(again.data.id)).status).toBe('pending');
    expect(
      w.asaas.state.subscriptions.get((await w.subscription(again.data.id)).external_id!)?.deleted,
    ).toBeFalsy();
  });

  it('gives each account its own customer, even with the same CPF, and a trial supplier pays from the trial end', async () => {
    const document = nextCpf();
    const one = await client({ document });
    const two = await client({ document });
    const a = await w.t.api(one.token).plans.subscribe(w.plan.id, { method: 'pix' });
    const b = await w.t.api(two.token).plans.subscribe(w.plan.id, { method: 'pix' });
    const customerOf = (charge: typeof a.charge) => w.asaas.state.payments.get(charge!.external_id)?.customer;
    expect(customerOf(a.charge)).not.toBe(customerOf(b.charge));

    const supplier = await w.t.signUp('supplier', { document: nextCpf() });
    const trialEnd = (await w.t.api(supplier.token).auth.currentUser()).session.subscription.trial_ends_at!;
    const paid = await w.t.api(supplier.token).plans.subscribe(w.supplierPlan.id, { method: 'pix' });
    expect(paid.charge?.due_date).toBe(brasiliaDate(new Date(trialEnd)));
  });

  it('never creates a second customer or subscription when an answer from Asaas is lost', async () => {
    const { token } = await client();
    const before = { ...w.asaas.stats.created };
    w.asaas.controls.failPostAfterCommit(1, /\/customers/);
    w.asaas.controls.failPostAfterCommit(1, /\/subscriptions/);
    const answer = await w.t.api(token).plans.subscribe(w.plan.id, { method: 'pix' });
    expect(answer.charge).toMatchObject({ state: 'open' });
    expect(w.asaas.stats.created.customers - before.customers).toBe(1);
    expect(w.asaas.stats.created.subscriptions - before.subscriptions).toBe(1);
  });
});

describe('crashes and races', () => {
  it('finds the subscription a crashed try made at Asaas instead of making a second one', async () => {
    const { token, user } = await client();
    // The first try got as far as Asaas, and the process died before Ponte saved anything of it.
    const { data } = await subscribe(w.t.deps, user, w.plan.id, asaasProvider, w.t.clock.now, {
      method: 'pix',
    });
    const customer = await apiFor(w.t.deps).createCustomer({
      name: 'Cliente',
      cpfCnpj: user.document!,
      email: user.email,
      externalReference: customerReference(user.id),
      notificationDisabled: true,
    });
    const made = await apiFor(w.t.deps).createSubscription({
      customer: customer.id,
      billingType: 'PIX',
      value: 49.9,
      nextDueDate: brasiliaDate(w.t.clock.now),
      cycle: 'MONTHLY',
      description: 'Ponte',
      externalReference: subscriptionReference(data.id),
    });
    const before = { ...w.asaas.stats.created };
    // The durable job runs after its delay, and finishes the work.
    await w.t.runJobs({ evenIfDelayed: true });
    expect((await w.subscription(data.id)).external_id).toBe(made.id);
    expect(w.asaas.stats.created).toMatchObject({
      customers: before.customers,
      subscriptions: before.subscriptions,
    });
    expect((await w.t.api(token).payments.summary()).current_charge?.payment.pix).toBeTruthy();
  });

  it('keeps the newer news when two reads of a charge race', async () => {
    const { token } = await client();
    const answer = await w.t.api(token).plans.subscribe(w.plan.id, { method: 'pix' });
    const sub = await w.subscription(answer.data.id);
    const staleAt = w.t.clock.now;
    const stale = await apiFor(w.t.deps).subscriptionPayments(sub.external_id!);
    w.t.clock.now = new Date(w.t.clock.now.getTime() + 60_000);
    w.asaas.controls.confirm(answer.charge!.external_id);
    await w.deliver();
    expect(await activeOf(token)).toBe(true);
    // The older read (still PENDING) is applied last: it changes nothing.
    await applyProviderCharges(w.t.deps, sub.id, stale, new Map(), { readAt: staleAt });
    expect(await activeOf(token)).toBe(true);
  });
});

describe('webhooks', () => {
  it('refuses a forged or missing token with 401 and stores nothing', async () => {
    const [{ n: before } = { n: 0 }] = await w.t.db.select({ n: count() }).from(paymentWebhookEvents);
    const event = w.asaas.webhooks.event('PAYMENT_RECEIVED', { id: 'pay_forjado' } as never);
    expect((await w.asaas.webhooks.deliver(event, { token: null })).status).toBe(401);
    expect((await w.asaas.webhooks.deliver(event, { token: 'x'.repeat(40) })).status).toBe(401);
    const [{ n: after } = { n: 0 }] = await w.t.db.select({ n: count() }).from(paymentWebhookEvents);
    expect(after).toBe(before);
  });

  it('stores an unknown event and ignores it', async () => {
    const event = {
      id: 'evt_desconhecido&1',
      event: 'TRANSFER_DONE',
      dateCreated: '2026-12-08 10:00:00',
      transfer: { id: 'tra_1' },
    };
    expect((await w.asaas.webhooks.deliver(event as never)).status).toBe(200);
    expect((await w.asaas.webhooks.deliver(event as never)).status).toBe(200);
    await w.t.runJobs();
    const rows = await w.t.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.event_id, event.id));
    expect(rows.map((r) => r.outcome)).toEqual(['ignored']);
  });

  it('ends in the paid state whatever the order, with every event twice', async () => {
    const { token } = await client();
    const answer = await w.t.api(token).plans.subscribe(w.plan.id, { method: 'card' });
    const id = answer.charge!.external_id;
    w.asaas.controls.confirm(id);
    w.asaas.controls.receive(id);
    await w.deliver({ order: 'reverse', duplicate: true });
    expect(await activeOf(token)).toBe(true);
    const [charge] = await w.t.db.select().from(paymentCharges).where(eq(paymentCharges.external_id, id));
    expect(charge).toMatchObject({ state: 'paid', provider_status: 'RECEIVED' });
  });
});

describe('renewals, grace and refunds', () => {
  it('keeps access through the grace period of an overdue renewal, then suspends', async () => {
    const { token, user } = await client();
    const start = w.t.clock.now;
    const answer = await w.t.api(token).plans.subscribe(w.plan.id, { method: 'pix' });
    w.asaas.controls.confirm(answer.charge!.external_id);
    await w.deliver();
    const sub = await w.subscription(answer.data.id);
    const renewal = w.asaas.controls.nextCharge(sub.external_id!);
    await w.deliver();
    // The renewal is due when the paid month ends; unpaid the day after, it is overdue.
    w.t.clock.now = new Date(sub.current_period_end!.getTime() + 1.5 * DAY);
    w.asaas.controls.overdue(renewal.id);
    await w.deliver();
    expect(await activeOf(token)).toBe(true);
    const summary = await w.t.api(token).payments.summary();
    expect(summary.current_charge).toMatchObject({ state: 'overdue' });
    expect(summary.subscription?.grace_until).toBeTruthy();
    expect(await kindsOf(user.id)).toContain('payment.overdue');
    // Three days of grace after the due day: then the account is inactive.
    w.t.clock.now = new Date(new Date(summary.subscription!.grace_until!).getTime() + 60_000);
    expect(await activeOf(token)).toBe(false);
    expect(start).toBeTruthy();
    w.t.clock.now = new Date();
  });

  it('ends access at once when an admin refunds the charge, and says so', async () => {
    const admin = await w.t.signUp('admin');
    const { token, user } = await client();
    const answer = await w.t.api(token).plans.subscribe(w.plan.id, { method: 'pix' });
    w.asaas.controls.confirm(answer.charge!.external_id);
    await w.deliver();
    expect(await activeOf(token)).toBe(true);
    const [charge] = await w.t
      .api(admin.token)
      .subscriptions.charges(answer.data.id)
      .then((r) => r.data);
    const refunded = await w.t.api(admin.token).payments.refund(charge!.id);
    expect(refunded).toMatchObject({
      message: 'Cobrança estornada e assinatura cancelada.',
      data: { state: 'refunded' },
    });
    expect(await activeOf(token)).toBe(false);
    expect(await kindsOf(user.id)).toContain('payment.refunded');
    await expect(refusal(w.t.api(admin.token).payments.refund(charge!.id))).resolves.toMatchObject({
      status: 409,
    });
    // Nobody is charged again: the subscription is cancelled in Ponte and removed at Asaas.
    const sub = await w.subscription(answer.data.id);
    expect(sub.status).toBe('cancelled');
    expect(w.asaas.state.subscriptions.get(sub.external_id!)?.deleted).toBe(true);
  });

  it('repairs a missed webhook in the reconciliation run', async () => {
    const { token } = await client();
    const answer = await w.t.api(token).plans.subscribe(w.plan.id, { method: 'boleto' });
    w.asaas.controls.confirm(answer.charge!.external_id);
    // The webhook is lost: nothing is delivered.
    w.asaas.webhooks.queued().length = 0;
    expect(await activeOf(token)).toBe(false);
    await w.t.runPeriodicJob('payments-reconcile');
    expect(await activeOf(token)).toBe(true);
  });

  it('cancels at Asaas when cancelled in Ponte, keeping the paid period; a deletion at Asaas cancels in Ponte', async () => {
    const { token, user } = await client();
    const answer = await w.t.api(token).plans.subscribe(w.plan.id, { method: 'pix' });
    w.asaas.controls.confirm(answer.charge!.external_id);
    await w.deliver();
    const sub = await w.subscription(answer.data.id);
    const renewal = w.asaas.controls.nextCharge(sub.external_id!);
    await w.deliver();
    await w.t.api(token).plans.cancel(user.id);
    await w.t.runJobs();
    expect(w.asaas.state.subscriptions.get(sub.external_id!)?.deleted).toBe(true);
    expect(await activeOf(token)).toBe(true);
    // The renewal removed with it (Asaas's lists leave it out) is no longer payable in Ponte.
    const summary = await w.t.api(token).payments.summary();
    expect(summary.charges.find((c) => c.external_id === renewal.id)?.state).toBe('cancelled');
    expect(summary.current_charge).toBeNull();

    const other = await client();
    const second = await w.t.api(other.token).plans.subscribe(w.plan.id, { method: 'pix' });
    w.asaas.controls.confirm(second.charge!.external_id);
    await w.deliver();
    w.asaas.controls.deleteSubscription((await w.subscription(second.data.id)).external_id!);
    await w.deliver();
    expect((await w.subscription(second.data.id)).status).toBe('cancelled');
    expect(await activeOf(other.token)).toBe(true);
    expect(await kindsOf(other.user.id)).toContain('payment.subscription_cancelled');
  });

  it('changes plan from the next period: the new one is charged when the paid time ends, the old one stops renewing', async () => {
    const { token } = await client();
    const first = await w.t.api(token).plans.subscribe(w.plan.id, { method: 'pix' });
    w.asaas.controls.confirm(first.charge!.external_id);
    await w.deliver();
    const paidUntil = (await w.subscription(first.data.id)).current_period_end!;
    await expect(
      refusal(w.t.api(token).plans.subscribe(w.plan.id, { method: 'pix' })),
    ).resolves.toMatchObject({
      status: 409,
      body: { error: 'Sua assinatura deste plano já é renovada automaticamente a cada período.' },
    });
    const second = await w.t.api(token).plans.subscribe(w.yearly.id, { method: 'boleto' });
    expect(second.charge).toMatchObject({
      state: 'open',
      due_date: brasiliaDate(paidUntil),
      value_cents: 49_900,
    });
    await w.t.runJobs();
    const old = await w.subscription(first.data.id);
    expect(old.status).toBe('cancelled');
    expect(w.asaas.state.subscriptions.get(old.external_id!)?.deleted).toBe(true);
    // Still the paid month: access goes on until the new plan's first charge falls due.
    expect(await activeOf(token)).toBe(true);
  });

  it("applies a plan's new price to its subscriptions' next charges", async () => {
    const admin = await w.t.signUp('admin');
    const { token } = await client();
    const answer = await w.t.api(token).plans.subscribe(w.yearly.id, { method: 'pix' });
    await w.t.api(admin.token).plans.update(w.yearly.id, { price_cents: 59_900 });
    await w.t.runJobs();
    const sub = await w.subscription(answer.data.id);
    expect(sub.price_cents).toBe(59_900);
    expect(w.asaas.state.subscriptions.get(sub.external_id!)?.value).toBe(599);
  });
});
