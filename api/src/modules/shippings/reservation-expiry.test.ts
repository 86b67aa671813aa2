import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateSubscription } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expireReservation } from './reservation-expiry.ts';
import { createProduct, order, shippingCast, stockOf } from './shipping-fixtures.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof shippingCast>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await shippingCast(t);
  // The clock moves days ahead here: past the supplier's 7-day trial.
  await activateSubscription(t.db, cast.supplier.user);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};
const expire = () => t.runPeriodicJob('expire-reservations');

/** A pending, unpaid shipment of `quantity` units of a new 10-unit product, created now. */
async function pendingShipment(quantity = 3) {
  const product = await createProduct(t, cast.supplier.user.id, { stock: 10 });
  const created = await t.api(cast.client.token).shippings.create({ orders: [order([{ product_id: product.id, quantity }])] });
  return { id: created.result.shippings[0]!.id, product };
}
const detail = async (id: number) => (await t.api(cast.admin.token).shippings.get(id)).result.shipping;
const pay = (id: number) => t.api(cast.supplier.token).shippings.update(id, { payment_status: 'paid' });

const configValue = async (code: string) =>
  (await t.api(cast.admin.token).config.list()).data.find((v) => v.code === code);
const setHours = (id: number, value: string | number) => t.api(cast.admin.token).config.update(id, value);

describe('reservation expiry', () => {
  it('cancels a pending, unpaid shipment 48 h after it was created, not before, and gives its units back', async () => {
    const { id, product } = await pendingShipment(3);
    expect(await stockOf(t, product.id)).toEqual({ stock: 10, reserved: 3 });

    later(48 * HOUR - 60_000);
    await expire();
    expect((await detail(id)).status).toBe('pending');
    expect(await stockOf(t, product.id)).toEqual({ stock: 10, reserved: 3 });

    later(2 * 60_000);
    await expire();
    const shipping = await detail(id);
    expect(shipping.status).toBe('cancelled');
    expect(shipping.history.at(-1)).toEqual({
      at: t.clock.now.toISOString(),
      by: 'system',
      field: 'status',
      from: 'pending',
      to: 'cancelled',
      note: 'Cancelada automaticamente: a remessa ficou 48 h pendente e sem pagamento, e o estoque reservado voltou ao catálogo.',
    });
    expect(await stockOf(t, product.id)).toEqual({ stock: 10, reserved: 0 });

    // Idempotent: a second run changes nothing and writes no second entry.
    later(10 * 60_000);
    await expire();
    expect((await detail(id)).history).toHaveLength(shipping.history.length);
    expect(await stockOf(t, product.id)).toEqual({ stock: 10, reserved: 0 });
  });

  it('leaves paid and accepted shipments alone', async () => {
    const paid = await pendingShipment(2);
    const accepted = await pendingShipment(2);
    expect((await pay(paid.id)).result.shipping.payment_status).toBe('paid');
    const accept = await t.api(cast.supplier.token).shippings.update(accepted.id, { status: 'processing' });
    expect(accept.result.shipping.status).toBe('processing');

    later(100 * HOUR);
    await expire();
    expect(await detail(paid.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
    expect(await detail(accepted.id)).toMatchObject({ status: 'processing', payment_status: 'unpaid' });
    expect(await stockOf(t, paid.product.id)).toEqual({ stock: 10, reserved: 2 });
    expect(await stockOf(t, accepted.product.id)).toEqual({ stock: 10, reserved: 2 });
  });

  it('re-checks under the row lock: a shipment paid after it was listed is not cancelled', async () => {
    const { id, product } = await pendingShipment(1);
    const listedAt = t.clock.now;
    later(49 * HOUR);
    // Paid between the job's listing and its cancel.
    expect((await pay(id)).result.shipping.payment_status).toBe('paid');
    const cancelled = await expireReservation(t.deps, id, {
      createdBefore: new Date(listedAt.getTime() + HOUR),
      hours: 48,
      now: t.clock.now,
    });
    expect(cancelled).toBe(false);
    expect((await detail(id)).status).toBe('pending');
    expect(await stockOf(t, product.id)).toEqual({ stock: 10, reserved: 1 });
  });

  it('follows the hours an admin sets in Configuração (1 to 720)', async () => {
    const hours = await configValue('reservation_hours');
    expect(hours).toMatchObject({ name: 'Horas de reserva de estoque', type: 'number', value: '48' });
    const valueId = hours!.id!;
    for (const bad of [0, 721, '1.5', 'dois']) {
      await expect(setHours(valueId, bad), String(bad)).rejects.toMatchObject({
        status: 422,
        body: { errors: { value: [expect.stringMatching(/^Informe um número inteiro/)] } },
      });
    }
    await expect(setHours(valueId, 0)).rejects.toMatchObject({ body: { error: 'Informe um número inteiro de 1 a 720.' } });
    expect((await setHours(valueId, 2)).data.value).toBe('2');
    try {
      const { id, product } = await pendingShipment(4);
      later(2 * HOUR - 60_000);
      await expire();
      expect((await detail(id)).status).toBe('pending');
      later(2 * 60_000);
      await expire();
      const shipping = await detail(id);
      expect(shipping.status).toBe('cancelled');
      expect(shipping.history.at(-1)!.note).toContain('ficou 2 h pendente');
      expect(await stockOf(t, product.id)).toEqual({ stock: 10, reserved: 0 });
    } finally {
      await setHours(valueId, 48);
    }
  });
});
