import { and, eq, inArray } from 'drizzle-orm';
import type {
  ShippingCreateSchema,
  ShippingDetail,
  ShippingItemInputSchema,
  ShippingOrderCreateSchema,
  ShippingOrderInputSchema,
  ShippingUpdateSchema,
} from '@ponte/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { AppDeps, AuthUser } from '../../lib/context.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { notifyEach, type NotifyDeps } from '../notifications/events.ts';
import { shippingCreated, shippingUpdated } from '../notifications/events-shippings.ts';
import { getShippingDetail, shippingScope } from './shippings.queries.ts';
import { shippingHistory, shippingOrderItems, shippingOrders, shippings } from './shippings.table.ts';
import {
  assertNotesChange,
  assertPaymentChange,
  assertStatusChange,
  assertTrackingChange,
  stockEffect,
} from './shipping-status.ts';
import {
  consumeStock,
  findOrderableProducts,
  releaseStock,
  reserveStock,
  shippingStockLines,
  type OrderableProduct,
} from './stock.ts';

export { getShippingDetail, listShippings } from './shippings.queries.ts';

type OrderInput = z.output<typeof ShippingOrderInputSchema>;
type ItemInput = z.output<typeof ShippingItemInputSchema>;

const UNAVAILABLE = 'Produto não encontrado ou indisponível no catálogo.';

/**
 * Every item must name a product of the client's catalogue (and, when adding to a shipment, of that
 * shipment's supplier). Refusals name the item by its field path.
 */
function assertOrderable(
  items: { path: string; item: ItemInput }[],
  catalogue: Map<number, OrderableProduct>,
  supplierId?: number,
) {
  const errors: Record<string, string[]> = {};
  let message = '';
  for (const { path, item } of items) {
    const product = catalogue.get(item.product_id);
    if (!product) {
      errors[`${path}.product_id`] = [UNAVAILABLE];
      message ||= `O produto #${item.product_id} não está disponível no catálogo.`;
    } else if (supplierId !== undefined && product.supplier_id !== supplierId) {
      errors[`${path}.product_id`] = ['Este produto é de outro fornecedor.'];
      message ||= `"${product.name}" é de outro fornecedor: todos os itens devem ser do fornecedor desta remessa.`;
    }
  }
  if (message) throw unprocessable(message, errors);
}

async function insertOrder(tx: Tx, shippingId: number, order: OrderInput, items: ItemInput[], prices: Map<number, number>, now: Date) {
  const { recipient, address } = order;
  const [row] = await tx
    .insert(shippingOrders)
    .values({
      shipping_id: shippingId,
      recipient_name: recipient.name,
      recipient_document: recipient.document,
      recipient_phone: recipient.phone ?? null,
      recipient_email: recipient.email ?? null,
      ...address,
      complement: address.complement ?? null,
      created_at: now,
    })
    .returning({ id: shippingOrders.id });
  await tx.insert(shippingOrderItems).values(
    items.map((item) => ({
      shipping_order_id: row!.id,
      product_id: item.product_id,
      quantity: item.quantity,
      unit_price_cents: prices.get(item.product_id)!,
    })),
  );
}

/**
 * One shipment per supplier: each order's items are grouped by the product's supplier, so an order
 * spanning two suppliers becomes one order in each shipment. Stock for the whole request is reserved
 * in the same transaction; any refusal leaves nothing written.
 */
export async function createShippings(
  deps: NotifyDeps & Pick<AppDeps, 'db'>,
  actor: AuthUser,
  input: z.output<typeof ShippingCreateSchema>,
  now: Date,
): Promise<ShippingDetail[]> {
  const items = input.orders.flatMap((order, i) =>
    order.items.map((item, j) => ({ path: `orders.${i}.items.${j}`, item })),
  );
  return deps.db.transaction(async (tx) => {
    const catalogue = await findOrderableProducts(tx, [...new Set(items.map((x) => x.item.product_id))], now);
    assertOrderable(items, catalogue);
    const prices = await reserveStock(tx, items.map((x) => x.item));

    const bySupplier = new Map<number, { order: OrderInput; items: ItemInput[] }[]>();
    for (const order of input.orders) {
      const parts = new Map<number, ItemInput[]>();
      for (const item of order.items) {
        const supplierId = catalogue.get(item.product_id)!.supplier_id;
        parts.set(supplierId, [...(parts.get(supplierId) ?? []), item]);
      }
      for (const [supplierId, part] of parts) {
        bySupplier.set(supplierId, [...(bySupplier.get(supplierId) ?? []), { order, items: part }]);
      }
    }

    const ids: number[] = [];
    for (const [supplierId, orders] of bySupplier) {
      const [shipping] = await tx
        .insert(shippings)
        .values({ client_id: actor.id, supplier_id: supplierId, notes: input.notes ?? null, created_at: now, updated_at: now })
        .returning({ id: shippings.id });
      for (const { order, items: part } of orders) await insertOrder(tx, shipping!.id, order, part, prices, now);
      await tx
        .insert(shippingHistory)
        .values({ shipping_id: shipping!.id, at: now, by: actor.id, field: 'status', from: null, to: 'pending' });
      ids.push(shipping!.id);
    }
    const details: ShippingDetail[] = [];
    for (const id of ids) details.push(await getShippingDetail(tx, actor, id));
    await notifyEach(deps, tx, details.map(shippingCreated), actor.id);
    return details;
  });
}

/** Adds an order to the client's own pending shipment; its items must be of that shipment's supplier. */
export async function addShippingOrder(
  db: Db,
  actor: AuthUser,
  input: z.output<typeof ShippingOrderCreateSchema>,
  now: Date,
): Promise<number> {
  const { shipping_id: shippingId, ...order } = input;
  return db.transaction(async (tx) => {
    // The row lock keeps a concurrent cancel from releasing stock while this order reserves more.
    const [shipping] = await tx
      .select()
      .from(shippings)
      .where(and(eq(shippings.id, shippingId), eq(shippings.client_id, actor.id)))
      .for('update');
    if (!shipping) throw notFound();
    if (shipping.status !== 'pending') throw conflict('Só é possível adicionar pedidos a uma remessa pendente.');
    const catalogue = await findOrderableProducts(tx, [...new Set(order.items.map((item) => item.product_id))], now);
    assertOrderable(order.items.map((item, j) => ({ path: `items.${j}`, item })), catalogue, shipping.supplier_id);
    const prices = await reserveStock(tx, order.items);
    await insertOrder(tx, shippingId, order, order.items, prices, now);
    await tx.update(shippings).set({ updated_at: now }).where(eq(shippings.id, shippingId));
    return shippingId;
  });
}

/**
 * Applies a PUT: every permission and transition is checked before the first write, all of it in
 * one transaction with the shipment row locked, so two people moving the same shipment take turns.
 */
export async function updateShipping(
  deps: NotifyDeps & Pick<AppDeps, 'db'>,
  actor: AuthUser,
  id: number,
  data: z.output<typeof ShippingUpdateSchema>,
  now: Date,
): Promise<ShippingDetail> {
  return deps.db.transaction(async (tx) => {
    const [shipping] = await tx.select().from(shippings).where(and(eq(shippings.id, id), shippingScope(actor))).for('update');
    if (!shipping) throw notFound();
    const role = actor.role;
    const status = data.status !== undefined && data.status !== shipping.status ? data.status : undefined;
    const payment =
      data.payment_status !== undefined && data.payment_status !== shipping.payment_status ? data.payment_status : undefined;

    if (status) assertStatusChange(role, shipping.status, status);
    if (payment) assertPaymentChange(role, status ?? shipping.status, payment);
    if (data.notes !== undefined) assertNotesChange(role, shipping.status);
    if (data.orders?.length) {
      assertTrackingChange(role, status ?? shipping.status);
      await assertOrdersOf(tx, id, data.orders.map((order) => order.id));
    }
    if (data.note && !status && !payment) {
      throw unprocessable('Os dados enviados são inválidos.', {
        note: ['A observação acompanha uma mudança de situação ou de pagamento.'],
      });
    }

    const changes: Partial<typeof shippings.$inferInsert> = {};
    const history: (typeof shippingHistory.$inferInsert)[] = [];
    const entry = { shipping_id: id, at: now, by: actor.id, note: data.note ?? null };
    if (status) {
      changes.status = status;
      history.push({ ...entry, field: 'status', from: shipping.status, to: status });
      const effect = stockEffect(status);
      if (effect) {
        const lines = await shippingStockLines(tx, id);
        await (effect === 'release' ? releaseStock(tx, lines) : consumeStock(tx, lines));
      }
    }
    if (payment) {
      changes.payment_status = payment;
      changes.paid_at = payment === 'paid' ? now : null;
      history.push({ ...entry, field: 'payment_status', from: shipping.payment_status, to: payment });
    }
    if (data.notes !== undefined) changes.notes = data.notes;
    for (const { id: orderId, tracking_code, carrier } of data.orders ?? []) {
      if (tracking_code === undefined && carrier === undefined) continue;
      await tx.update(shippingOrders).set({ tracking_code, carrier }).where(eq(shippingOrders.id, orderId));
    }

    if (Object.keys(changes).length || data.orders?.length) {
      await tx.update(shippings).set({ ...changes, updated_at: now }).where(eq(shippings.id, id));
    }
    if (history.length) await tx.insert(shippingHistory).values(history);
    const detail = await getShippingDetail(tx, actor, id);
    await notifyEach(deps, tx, shippingUpdated(actor, shipping, detail, data), actor.id);
    return detail;
  });
}

async function assertOrdersOf(tx: Tx, shippingId: number, orderIds: number[]) {
  const found = await tx
    .select({ id: shippingOrders.id })
    .from(shippingOrders)
    .where(and(eq(shippingOrders.shipping_id, shippingId), inArray(shippingOrders.id, orderIds)));
  const known = new Set(found.map((row) => row.id));
  const errors: Record<string, string[]> = {};
  orderIds.forEach((orderId, i) => {
    if (!known.has(orderId)) errors[`orders.${i}.id`] = ['Pedido não encontrado nesta remessa.'];
  });
  if (Object.keys(errors).length) throw unprocessable('Os dados enviados são inválidos.', errors);
}
