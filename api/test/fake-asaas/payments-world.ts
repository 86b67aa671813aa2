import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { completeCpf } from '@ponte/shared';
import { subscriberPlans, subscriptions } from '../../src/modules/subscriptions/subscriptions.table.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { startFakeAsaas, type FakeAsaas, type FakeAsaasOptions } from './index.ts';

/** A valid CPF (check digits) for customers made in tests. */
export const TEST_CPF = '52998224725';
let cpfs = 100_000_000;
/** Another valid CPF each call: one person, one customer at Asaas. */
export const nextCpf = () => completeCpf(String((cpfs += 7919)).padStart(9, '0'));

export interface PaymentsWorld {
  t: TestApp;
  asaas: FakeAsaas;
  plan: typeof subscriberPlans.$inferSelect;
  yearly: typeof subscriberPlans.$inferSelect;
  supplierPlan: typeof subscriberPlans.$inferSelect;
  /** Delivers Asaas's queued webhooks (as told), then runs the jobs they queued. */
  deliver(options?: Parameters<FakeAsaas['webhooks']['flush']>[0]): Promise<number[]>;
  subscription(id: number): Promise<typeof subscriptions.$inferSelect>;
  close(): Promise<void>;
}

/**
 * What the payment tests start from: a test app with PAYMENTS=asaas served on a real port (the fake POSTs its
 * webhooks there), a fake Asaas on the app's clock with webhooks held until `deliver()`, and plans.
 */
export async function startPaymentsWorld(fake: FakeAsaasOptions = {}): Promise<PaymentsWorld> {
  const t = await createTestApp();
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const asaas = await startFakeAsaas({
    now: () => t.clock.now,
    webhookUrl: `http://127.0.0.1:${port}/api/webhooks/asaas`,
    webhookMode: 'manual',
    retryDelaysMs: [10, 20],
    ...fake,
  });
  Object.assign(t.deps.env, asaas.env, { PAYMENTS: 'asaas', ASAAS_RETRY_BASE_MS: 1, ASAAS_TIMEOUT_MS: 2000 });
  const insert = async (values: Partial<typeof subscriberPlans.$inferInsert>) =>
    (
      await t.db
        .insert(subscriberPlans)
        .values({ name: 'Plano', role: 'client', price_cents: 4990, ...values })
        .returning()
    )[0]!;
  const plan = await insert({ name: 'Revenda Mensal' });
  const yearly = await insert({ name: 'Revenda Anual', interval: 'year', price_cents: 49_900 });
  const supplierPlan = await insert({ name: 'Fornecedor Mensal', role: 'supplier', price_cents: 9990 });
  return {
    t,
    asaas,
    plan,
    yearly,
    supplierPlan,
    async deliver(options) {
      const statuses = await asaas.webhooks.flush(options);
      await t.runJobs();
      return statuses;
    },
    async subscription(id) {
      return (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
    },
    async close() {
      await asaas.close();
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    },
  };
}
