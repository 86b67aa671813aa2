import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { startBlingWorld } from '../../../test/fake-bling/bling-test-world.ts';
import type { FakeBling } from '../../../test/fake-bling/index.ts';
import type { WebhookEnvelope } from '../../../test/fake-bling/webhooks.ts';
import { waitFor } from '../../../test/fake-bling/app-setup.ts';
import { products } from '../products/products.table.ts';
import { BLING_MESSAGES } from './bling-messages.ts';
import { startBlingWorker, type BlingWorker } from './bling-worker.ts';
import { blingConnections, blingWebhookEvents } from './bling.table.ts';

let t: TestApp;
let bling: FakeBling;
let worker: BlingWorker;
let supplier: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  ({ t, bling, supplier } = await startBlingWorld({
    fake: { products: 30 },
    env: { BLING_REQUESTS_PER_SECOND: 500 },
  }));
  worker = startBlingWorker(t.deps, { pollMs: 20 });
  await waitFor(async () => (await t.api(supplier.token).bling.status()).last_run, 30_000, 'first sync');
});
afterAll(async () => {
  await worker.stop();
  await bling.close();
  await t.close();
});

/** Delivers like Bling: the raw JSON body and its signature (or the given one; null = no header). The client has no
 * call for the webhook: Bling is its only caller. */
function deliver(envelope: WebhookEnvelope | string, signature?: string | null) {
  const raw = typeof envelope === 'string' ? envelope : JSON.stringify(envelope);
  const sig = signature === undefined ? bling.webhooks.sign(raw) : signature;
  return t.call('POST', '/api/v1/bling/webhook', {
    raw,
    headers: sig === null ? {} : { 'X-Bling-Signature-256': sig },
  });
}
const events = () => t.db.select().from(blingWebhookEvents);
const processed = (eventId: string) =>
  waitFor(
    async () => (await events()).find((e) => e.event_id === eventId && e.processed_at),
    15_000,
    `event ${eventId}`,
  );
const product = async (blingId: number) =>
  (
    await t.db
      .select()
      .from(products)
      .where(and(eq(products.supplier_id, supplier.user.id), eq(products.external_id, String(blingId))))
  )[0];
const activeIds = () =>
  bling.controls
    .catalogue()
    .filter((p) => p.situacao === 'A')
    .map((p) => p.id);

describe('receiving webhooks', () => {
  it('refuses a missing, malformed or wrong signature with 401, before reading the body, and stores nothing', async () => {
    const envelope = bling.webhooks.productEvent(activeIds()[0]!);
    const raw = JSON.stringify(envelope);
    for (const signature of [
      null,
      '',
      'sha256=',
      `sha256=${'0'.repeat(64)}`,
      bling.webhooks.sign(raw, 'outro-segredo'),
      bling.webhooks.sign(raw).replace('sha256=', 'sha1='),
    ]) {
      const res = await deliver(envelope, signature);
      expect(res.status, String(signature)).toBe(401);
      expect(res.body).toEqual({ error: BLING_MESSAGES.invalidSignature });
    }
    // The signature covers the exact bytes: the same JSON re-spaced is refused.
    expect((await deliver(JSON.stringify(envelope, null, 2), bling.webhooks.sign(raw))).status).toBe(401);
    expect(await events()).toEqual([]);
  });

  it('answers a signed body that is not an event with 400 or 422, and stores nothing', async () => {
    expect((await deliver('{"eventId":')).status).toBe(400);
    const res = await deliver(JSON.stringify({ event: 'product.updated', data: {} }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['eventId']);
    expect((await deliver('[]')).status).toBe(422);
    expect(await events()).toEqual([]);
  });

  it('stores an event once: a repeated delivery is acknowledged and ignored', async () => {
    const envelope = bling.webhooks.productEvent(activeIds()[1]!);
    const first = await deliver(envelope);
    const second = await deliver(envelope);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toEqual({ message: BLING_MESSAGES.eventReceived });
    expect((await events()).filter((e) => e.event_id === envelope.eventId)).toHaveLength(1);
    await processed(envelope.eventId);
  });
});

describe('applying webhooks', () => {
  it('product.updated re-reads the product from Bling and updates it', async () => {
    const [id] = bling.controls.changeProducts([activeIds()[2]!]);
    const changed = bling.controls.product(id!);
    const envelope = bling.webhooks.productEvent(id!, 'product.updated');
    bling.resetStats();
    expect((await deliver(envelope)).status).toBe(200);
    const event = await processed(envelope.eventId);
    expect(event.error).toBeNull();
    expect(await product(id!)).toMatchObject({
      name: changed.nome,
      price_cents: Math.round(changed.preco * 100),
    });
    expect(bling.stats.byRoute).toEqual({ 'GET /produtos/{id}': 1 });
  });

  it('stock events update the stock (Bling does not mark a stock movement as a product change)', async () => {
    const id = activeIds()[3]!;
    bling.controls.setStock(id, 77);
    const envelopes = [
      bling.webhooks.productEvent(id, 'stock.updated'),
      bling.webhooks.productEvent(id, 'virtual_stock.updated'),
    ];
    bling.resetStats();
    for (const envelope of envelopes) await deliver(envelope);
    for (const envelope of envelopes) await processed(envelope.eventId);
    expect((await product(id))!.stock).toBe(77);
    expect(bling.stats.byRoute['GET /produtos/{id}']).toBeLessThanOrEqual(2);
  });

  it('product.deleted makes the product inactive, never deletes it', async () => {
    const id = activeIds()[4]!;
    bling.controls.deleteProducts([id]);
    const envelope = bling.webhooks.productEvent(id, 'product.deleted');
    await deliver(envelope);
    await processed(envelope.eventId);
    expect((await product(id))!.status).toBe('inactive');
  });

  it('learns the Bling company of a connection from the first event about one of its products', async () => {
    await t.db
      .update(blingConnections)
      .set({ company_id: null })
      .where(eq(blingConnections.supplier_id, supplier.user.id));
    const id = activeIds()[5]!;
    bling.controls.setStock(id, 5);
    const envelope = bling.webhooks.productEvent(id, 'stock.updated');
    await deliver(envelope);
    expect((await processed(envelope.eventId)).error).toBeNull();
    expect((await product(id))!.stock).toBe(5);
    const [row] = await t.db
      .select()
      .from(blingConnections)
      .where(eq(blingConnections.supplier_id, supplier.user.id));
    expect(row!.company_id).toBe(bling.accountId);
  });

  it('an event of an unknown company changes nothing; events the catalogue does not use are acknowledged', async () => {
    const id = activeIds()[6]!;
    const before = await product(id);
    const stranger = {
      ...bling.webhooks.productEvent(id, 'product.deleted'),
      companyId: 'empresa-desconhecida',
    };
    await deliver(stranger);
    expect((await processed(stranger.eventId)).error).toBe(BLING_MESSAGES.unknownCompany);
    expect(await product(id)).toEqual(before);
    const order = {
      ...bling.webhooks.productEvent(id),
      event: 'order.created',
      data: { id: 123, numero: 9 },
    };
    await deliver(order);
    expect((await processed(order.eventId)).error).toBeNull();
  });
});
