import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  SHIPPING_STATUS_LABELS,
  SHIPPING_STATUSES,
  type ShippingStatus,
  type ShippingUpdate,
} from '@ponte/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProduct, order, shippingCast, shippingRowCounts, stockOf } from './shipping-fixtures.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof shippingCast>>;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  cast = await shippingCast(t);
  productId = (await createProduct(t, cast.supplier.user.id, { stock: 10_000 })).id;
});
afterAll(() => t.close());

type Actor = 'client' | 'supplier' | 'admin';
const tokenOf = (actor: Actor) => cast[actor].token;
const update = (token: string, id: number, data: ShippingUpdate) => t.api(token).shippings.update(id, data);
const detail = async (id: number) => (await t.api(cast.admin.token).shippings.get(id)).result.shipping;

/** How an admin walks a new shipment to `status` (the shortest path of the machine). */
const PATH: Record<ShippingStatus, ShippingStatus[]> = {
  pending: [],
  processing: ['processing'],
  shipped: ['processing', 'shipped'],
  delivered: ['processing', 'shipped', 'delivered'],
  cancelled: ['cancelled'],
};

async function shippingIn(status: ShippingStatus) {
  const created = await t.api(cast.client.token).shippings.create({
    orders: [order([{ product_id: productId, quantity: 1 }])],
  });
  const shipping = created.result.shippings[0]!;
  for (const step of PATH[status]) {
    expect((await update(cast.admin.token, shipping.id, { status: step })).result.shipping.status).toBe(step);
  }
  return shipping;
}

/**
 * The state machine as a table: the only allowed steps and who may take each. Every other pair is
 * refused: 403 when a client tries what only the supplier does, 409 otherwise.
 */
const ALLOWED: Record<string, Actor[]> = {
  'pending → processing': ['supplier', 'admin'],
  'pending → cancelled': ['client', 'supplier', 'admin'],
  'processing → shipped': ['supplier', 'admin'],
  'processing → cancelled': ['supplier', 'admin'],
  'shipped → delivered': ['supplier', 'admin'],
};

const cases = (['client', 'supplier', 'admin'] as const).flatMap((actor) =>
  SHIPPING_STATUSES.flatMap((from) =>
    SHIPPING_STATUSES.filter((to) => to !== from).map((to) => {
      const allowed = ALLOWED[`${from} → ${to}`]?.includes(actor) ?? false;
      const expected = allowed ? 200 : actor === 'client' && to !== 'cancelled' ? 403 : 409;
      return { actor, from, to, expected };
    }),
  ),
);

describe('PUT /api/v1/shippings/{id}: the status machine', () => {
  it.each(cases)('$actor: $from → $to answers $expected', async ({ actor, from, to, expected }) => {
    const { id } = await shippingIn(from);
    const before = await detail(id);
    const change = update(tokenOf(actor), id, { status: to });
    if (expected === 200) {
      expect((await change).result.shipping.status).toBe(to);
      expect((await detail(id)).history.at(-1)).toMatchObject({ field: 'status', from, to, by: { id: cast[actor].user.id } });
      return;
    }
    if (expected === 409 && !ALLOWED[`${from} → ${to}`]) {
      const error = `Não é possível mudar a remessa de ${SHIPPING_STATUS_LABELS[from]} para ${SHIPPING_STATUS_LABELS[to]}.`;
      await expect(change).rejects.toEqual(new ApiError(409, { error }));
    } else {
      await expect(change).rejects.toMatchObject({ status: expected });
    }
    const after = await detail(id);
    expect(after.status).toBe(from);
    expect(after.history).toEqual(before.history);
  });

  it('names the exact states in the refusal, in Portuguese', async () => {
    const { id } = await shippingIn('delivered');
    await expect(update(cast.supplier.token, id, { status: 'pending' })).rejects.toEqual(
      new ApiError(409, { error: 'Não é possível mudar a remessa de Entregue para Pendente.' }),
    );
    const { id: processing } = await shippingIn('processing');
    await expect(update(cast.client.token, processing, { status: 'cancelled' })).rejects.toEqual(
      new ApiError(409, {
        error: 'Apenas o fornecedor ou um administrador pode mudar a remessa de Em processamento para Cancelada.',
      }),
    );
  });

  it('treats the current status as no change: 200 and no history entry', async () => {
    const { id } = await shippingIn('processing');
    const res = await update(cast.supplier.token, id, { status: 'processing' });
    expect(res.result.shipping.history).toHaveLength(2);
  });

  it('hides the shipment from the other client and the other supplier (404)', async () => {
    const { id } = await shippingIn('pending');
    for (const who of [cast.otherClient, cast.otherSupplier]) {
      await expect(update(who.token, id, { status: 'cancelled' })).rejects.toEqual(
        new ApiError(404, { error: 'Registro não encontrado.' }),
      );
    }
    await expect(update(cast.admin.token, 999_999, { status: 'cancelled' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('PUT /api/v1/shippings/{id}: payment', () => {
  it('lets the supplier mark paid (paid_at, history) and only an admin undo it', async () => {
    const { id } = await shippingIn('processing');
    await expect(update(cast.client.token, id, { payment_status: 'paid' })).rejects.toMatchObject({ status: 403 });
    const paid = (await update(cast.supplier.token, id, { payment_status: 'paid', note: 'Pix recebido' })).result.shipping;
    expect(paid).toMatchObject({ payment_status: 'paid', paid_at: t.clock.now.toISOString() });
    expect(paid.history.at(-1)).toEqual({
      at: t.clock.now.toISOString(),
      by: { id: cast.supplier.user.id, name: 'Casa' },
      field: 'payment_status',
      from: 'unpaid',
      to: 'paid',
      note: 'Pix recebido',
    });
    await expect(update(cast.supplier.token, id, { payment_status: 'unpaid' })).rejects.toEqual(
      new ApiError(409, { error: 'Apenas um administrador pode desfazer o pagamento de uma remessa.' }),
    );
    const admin = await update(cast.admin.token, id, { payment_status: 'unpaid' });
    expect(admin.result.shipping).toMatchObject({ payment_status: 'unpaid', paid_at: null });
  });

  it('refuses to mark a cancelled shipment paid', async () => {
    const { id } = await shippingIn('cancelled');
    await expect(update(cast.supplier.token, id, { payment_status: 'paid' })).rejects.toEqual(
      new ApiError(409, { error: 'Não é possível marcar como paga uma remessa cancelada.' }),
    );
  });

  it('writes nothing when one part of a change is refused', async () => {
    const { id } = await shippingIn('processing');
    await update(cast.admin.token, id, { payment_status: 'paid' });
    const before = await shippingRowCounts(t);
    const stock = await stockOf(t, productId);
    await expect(update(cast.supplier.token, id, { status: 'shipped', payment_status: 'unpaid' })).rejects.toMatchObject({
      status: 409,
    });
    expect(await detail(id)).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(await shippingRowCounts(t)).toEqual(before);
    expect(await stockOf(t, productId)).toEqual(stock);
  });
});

describe('PUT /api/v1/shippings/{id}: tracking, notes and history', () => {
  it('lets the supplier set tracking code and carrier; a client may not (403)', async () => {
    const { id, orders } = await shippingIn('processing');
    const data = { orders: [{ id: orders[0]!.id, tracking_code: 'BR123456789BR', carrier: 'Correios' }] };
    await expect(update(cast.client.token, id, data)).rejects.toMatchObject({ status: 403 });
    const res = await update(cast.supplier.token, id, data);
    expect(res.result.shipping.orders[0]).toMatchObject({ tracking_code: 'BR123456789BR', carrier: 'Correios' });
    const unknown = update(cast.supplier.token, id, { orders: [{ id: 999_999, tracking_code: 'X' }] });
    await expect(unknown).rejects.toMatchObject({ status: 422 });
    await expect(unknown).rejects.toHaveProperty('body.errors', { 'orders.0.id': ['Pedido não encontrado nesta remessa.'] });
    const { id: cancelled, orders: cancelledOrders } = await shippingIn('cancelled');
    const late = update(cast.supplier.token, cancelled, { orders: [{ id: cancelledOrders[0]!.id, carrier: 'Jadlog' }] });
    await expect(late).rejects.toMatchObject({ status: 409 });
  });

  it('lets the client edit notes while pending only; suppliers may not (403)', async () => {
    const { id } = await shippingIn('pending');
    expect((await update(cast.client.token, id, { notes: 'Frágil' })).result.shipping.notes).toBe('Frágil');
    await expect(update(cast.supplier.token, id, { notes: 'x' })).rejects.toMatchObject({ status: 403 });
    await update(cast.supplier.token, id, { status: 'processing' });
    await expect(update(cast.client.token, id, { notes: 'Outra' })).rejects.toEqual(
      new ApiError(409, { error: 'As observações só podem ser alteradas enquanto a remessa está pendente.' }),
    );
    expect((await update(cast.admin.token, id, { notes: '' })).result.shipping.notes).toBeNull();
  });

  it('keeps every status and payment change as {at, by, field, from, to, note}', async () => {
    const { id } = await shippingIn('pending');
    await update(cast.supplier.token, id, { status: 'processing', note: 'Separando' });
    await update(cast.supplier.token, id, { status: 'shipped', payment_status: 'paid' });
    const res = await update(cast.admin.token, id, { status: 'delivered', note: 'Confirmado por telefone' });
    const at = t.clock.now.toISOString();
    const supplier = { id: cast.supplier.user.id, name: 'Casa' };
    expect(res.result.shipping.history).toEqual([
      { at, by: { id: cast.client.user.id, name: 'Joana' }, field: 'status', from: null, to: 'pending', note: null },
      { at, by: supplier, field: 'status', from: 'pending', to: 'processing', note: 'Separando' },
      { at, by: supplier, field: 'status', from: 'processing', to: 'shipped', note: null },
      { at, by: supplier, field: 'payment_status', from: 'unpaid', to: 'paid', note: null },
      { at, by: { id: cast.admin.user.id, name: cast.admin.user.name }, field: 'status', from: 'shipped', to: 'delivered', note: 'Confirmado por telefone' },
    ]);
  });

  it('answers bad bodies with 422 (or 400 when not JSON) and changes nothing', async () => {
    const { id } = await shippingIn('pending');
    const before = await shippingRowCounts(t);
    // Raw: bodies the types refuse on purpose.
    const cases: [unknown, string][] = [
      [{ data: {} }, 'data'],
      [{ data: { status: 'lost' } }, 'status'],
      [{ data: { payment_status: true } }, 'payment_status'],
      [{ data: { note: 'Só uma observação' } }, 'note'],
      [{ data: { color: 'azul' } }, 'color'],
      [{ data: { status: 'cancelled' }, extra: 1 }, 'extra'],
      [{ status: 'cancelled' }, 'data'],
      [{ data: { orders: [{ id: 'a' }] } }, 'orders.0.id'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('PUT', `/api/v1/shippings/${id}`, { token: cast.client.token, body });
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors), field).toContain(field);
    }
    const malformed = await t.call('PUT', `/api/v1/shippings/${id}`, { token: cast.client.token, raw: '{data' });
    expect(malformed.status).toBe(400);
    expect(await shippingRowCounts(t)).toEqual(before);
    expect((await detail(id)).status).toBe('pending');
  });
});
