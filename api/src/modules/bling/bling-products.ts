import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { products } from '../products/products.table.ts';
import { BLING_SYNCED_COLUMNS, type BlingSyncedColumn, type MappedProduct } from './bling-mapping.ts';

type ExistingRow = Pick<typeof products.$inferSelect, 'id' | 'source' | keyof MappedProduct> & {
  external_id: string | null;
};

/** The synced columns for a select, from the one list. */
const syncedColumns = Object.fromEntries(BLING_SYNCED_COLUMNS.map((column) => [column, products[column]])) as {
  [K in BlingSyncedColumn]: (typeof products)[K];
};

const differs = (row: ExistingRow, mapped: MappedProduct) =>
  row.source !== 'bling' || BLING_SYNCED_COLUMNS.some((key) => JSON.stringify(row[key]) !== JSON.stringify(mapped[key]));

/** The supplier's products with these Bling ids, by id. */
export async function findByExternalIds(db: Queryable, supplierId: number, externalIds: string[]) {
  if (externalIds.length === 0) return new Map<string, ExistingRow>();
  const rows: ExistingRow[] = await db
    .select({
      id: products.id,
      external_id: products.external_id,
      source: products.source,
      ...syncedColumns,
    })
    .from(products)
    .where(and(eq(products.supplier_id, supplierId), inArray(products.external_id, externalIds)));
  return new Map(rows.map((row) => [row.external_id!, row]));
}

export interface UpsertResult {
  created: number;
  updated: number;
  productIds: number[];
}

/**
 * Writes Bling products by (supplier, Bling id): new ones are created, changed ones updated, and
 * unchanged ones only get `synced_at`, so `updated_at` keeps meaning "changed". Call it inside the
 * transaction that also records the run's progress, so a page counts exactly once.
 */
export async function upsertBlingProducts(
  tx: Queryable,
  supplierId: number,
  mapped: MappedProduct[],
  now: Date,
): Promise<UpsertResult> {
  const existing = await findByExternalIds(
    tx,
    supplierId,
    mapped.map((m) => m.external_id),
  );
  const result: UpsertResult = { created: 0, updated: 0, productIds: [] };
  const unchanged: number[] = [];
  const writes: MappedProduct[] = [];
  for (const product of mapped) {
    const row = existing.get(product.external_id);
    if (row && !differs(row, product)) unchanged.push(row.id);
    else if (!writes.some((w) => w.external_id === product.external_id)) writes.push(product);
  }
  if (writes.length) {
    // One statement for the page; `excluded` is the row each product would have inserted.
    const excluded = (column: keyof MappedProduct) => sql.raw(`excluded.${column}`);
    const written = await tx
      .insert(products)
      .values(
        writes.map((p) => ({
          ...p,
          supplier_id: supplierId,
          source: 'bling' as const,
          synced_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflictDoUpdate({
        target: [products.supplier_id, products.external_id],
        targetWhere: isNotNull(products.external_id),
        set: {
          ...Object.fromEntries(BLING_SYNCED_COLUMNS.map((column) => [column, excluded(column)])),
          source: 'bling',
          synced_at: now,
          updated_at: now,
        },
      })
      .returning({ id: products.id });
    result.productIds.push(...written.map((row) => row.id));
    for (const product of writes) {
      if (existing.has(product.external_id)) result.updated += 1;
      else result.created += 1;
    }
  }
  if (unchanged.length) {
    await tx
      .update(products)
      .set({ synced_at: now, updated_at: sql`${products.updated_at}` })
      .where(inArray(products.id, unchanged));
    result.productIds.push(...unchanged);
  }
  return result;
}

/** Products gone from Bling become inactive, never deleted: selections and shipments keep their history. */
export async function deactivateProducts(tx: Queryable, supplierId: number, productIds: number[], now: Date) {
  if (productIds.length === 0) return 0;
  const rows = await tx
    .update(products)
    .set({ status: 'inactive', synced_at: now, updated_at: now })
    .where(
      and(
        eq(products.supplier_id, supplierId),
        inArray(products.id, productIds),
        eq(products.status, 'active'),
      ),
    )
    .returning({ id: products.id });
  return rows.length;
}
