import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  MarkUnmarkResponse,
  Product,
  ProductCreateSchema,
  ProductUpdateSchema,
  SetPriceRequestSchema,
} from '@ponte/shared';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { conflict, MESSAGES, notFound, unprocessable } from '../../lib/errors.ts';
import { shippingOrderItems } from '../shippings/shippings.table.ts';
import { findVisibleProduct, visibleTo, type Viewer } from './products.queries.ts';
import { products, selections } from './products.table.ts';

const PRODUCT_IN_USE =
  'O produto pode estar vinculado a um cliente ou pedido e não pode ser removido.';

const isForeignKeyViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23503' || e.cause?.code === '23503';
};

/** Suppliers create their own products by hand (docs/domain-rules.md#products): always `source: 'manual'`. */
export async function createProduct(
  db: Db,
  supplier: Viewer,
  input: z.output<typeof ProductCreateSchema>,
  now: Date,
): Promise<Product> {
  const [row] = await db
    .insert(products)
    .values({ ...input, supplier_id: supplier.id, source: 'manual', created_at: now, updated_at: now })
    .returning({ id: products.id });
  return (await findVisibleProduct(db, supplier, row!.id, now))!;
}

/** Admins edit any product, suppliers their own; anyone else's answers like a missing one. */
export async function updateProduct(
  db: Db,
  actor: Viewer,
  id: number,
  data: z.output<typeof ProductUpdateSchema>,
  now: Date,
): Promise<Product> {
  const [row] = await db
    .update(products)
    .set({ ...data, updated_at: now })
    .where(and(eq(products.id, id), await visibleTo(db, actor, now)))
    .returning({ id: products.id });
  if (!row) throw notFound();
  return (await findVisibleProduct(db, actor, id, now))!;
}

/**
 * Refuses (409) a product that a selection or a shipment refers to. The row lock makes a concurrent
 * mark wait for our answer; should one slip in first anyway, the foreign key still refuses the delete.
 */
export async function deleteProduct(db: Db, actor: Viewer, id: number, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), await visibleTo(tx, actor, now)))
        .for('update');
      if (!row) throw notFound();
      const referenced = (table: typeof selections | typeof shippingOrderItems) =>
        tx.select({ one: sql`1` }).from(table).where(eq(table.product_id, id)).limit(1);
      const inUse = (await referenced(selections)).length > 0 || (await referenced(shippingOrderItems)).length > 0;
      if (inUse) throw conflict(PRODUCT_IN_USE);
      await tx.delete(products).where(eq(products.id, id));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(PRODUCT_IN_USE);
    throw error;
  }
}

/** The ids among `ids` that are in the client's catalogue; anything else makes the whole call a 404. */
async function assertInCatalogue(db: Queryable, client: Viewer, ids: number[], now: Date) {
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), await visibleTo(db, client, now)));
  if (found.length !== ids.length) throw notFound();
}

/**
 * Toggles the client's selection. One id flips; a list is marked entirely when any of it is unmarked
 * (so "select all" never unselects), and unmarked entirely only when all of it was marked.
 */
export async function markUnmark(db: Db, client: Viewer, ids: number[], now: Date): Promise<MarkUnmarkResponse> {
  const unique = [...new Set(ids)];
  const single = ids.length === 1;
  try {
    return await db.transaction(async (tx) => {
      await assertInCatalogue(tx, client, unique, now);
      const mine = and(eq(selections.client_id, client.id), inArray(selections.product_id, unique));
      const already = await tx.select({ id: selections.product_id }).from(selections).where(mine);
      const mark = already.length < unique.length;
      if (mark) {
        await tx
          .insert(selections)
          .values(unique.map((product_id) => ({ client_id: client.id, product_id, created_at: now, updated_at: now })))
          .onConflictDoNothing();
      } else {
        await tx.delete(selections).where(mine);
      }
      const message = single
        ? mark ? 'Produto marcado' : 'Produto desmarcado'
        : mark ? 'Produtos marcados' : 'Produtos desmarcados';
      return { message, marked: mark };
    });
  } catch (error) {
    // The product was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
}

/** The client's resale price: at least the supplier's price; setting one marks the product. */
export async function setSalePrice(
  db: Db,
  client: Viewer,
  input: z.output<typeof SetPriceRequestSchema>,
  now: Date,
): Promise<Product> {
  try {
    await db.transaction(async (tx) => {
      const [product] = await tx
        .select({ price_cents: products.price_cents })
        .from(products)
        .where(and(eq(products.id, input.product_id), await visibleTo(tx, client, now)))
        .for('share');
      if (!product) throw notFound();
      if (input.sale_price_cents < product.price_cents) {
        throw unprocessable(MESSAGES.invalid, {
          sale_price_cents: ['O preço de venda não pode ser menor que o preço do fornecedor.'],
        });
      }
      await tx
        .insert(selections)
        .values({
          client_id: client.id,
          product_id: input.product_id,
          sale_price_cents: input.sale_price_cents,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoUpdate({
          target: [selections.client_id, selections.product_id],
          set: { sale_price_cents: input.sale_price_cents, updated_at: now },
        });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
  return (await findVisibleProduct(db, client, input.product_id, now))!;
}
