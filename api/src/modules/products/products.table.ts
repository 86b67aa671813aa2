import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

export const productSourceEnum = pgEnum('product_source', ['bling', 'manual']);
export const productStatusEnum = pgEnum('product_status', ['active', 'inactive']);

export const products = pgTable(
  'products',
  {
    id: id(),
    supplier_id: integer()
      .notNull()
      .references(() => users.id),
    /** Bling product id (up to 11 digits), kept as text. */
    external_id: text(),
    source: productSourceEnum().notNull().default('manual'),
    sku: text(),
    name: text().notNull(),
    description: text(),
    short_description: text(),
    gtin: text(),
    /** The supplier's price to resellers. */
    price_cents: integer().notNull(),
    suggested_price_cents: integer(),
    stock: integer().notNull().default(0),
    /** Units held by open shipments; available = stock - reserved. */
    reserved: integer().notNull().default(0),
    weight_grams: integer(),
    width_cm: doublePrecision(),
    height_cm: doublePrecision(),
    depth_cm: doublePrecision(),
    images: jsonb().$type<string[]>().notNull().default([]),
    category: text(),
    /**
     * `ponte_fold(name)`, kept by the database (decision 066): the search reads a stored string instead of
     * folding every name it tests (the fold costs ~12 µs a row, the stored read well under 1). Never part of
     * an answer (`productColumns` leaves it out).
     */
    name_folded: text().generatedAlwaysAs(sql`ponte_fold(name)`),
    status: productStatusEnum().notNull().default('active'),
    synced_at: timestamptz(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('products_price_check', sql`${t.price_cents} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0 AND ${t.reserved} >= 0`),
    index('products_supplier_idx').on(t.supplier_id, t.id),
    index('products_status_idx').on(t.status, t.id),
    // The dashboard's "recently updated" cards (admin: all products; supplier: their own) read five rows
    // of an index instead of sorting the catalogue (52 ms → 0.03 ms at 100k on PostgreSQL; decision 068).
    // Ascending, read backwards: exactly `ORDER BY updated_at DESC, id DESC` (nulls first, never any here).
    index('products_updated_idx').on(t.updated_at, t.id),
    index('products_supplier_updated_idx').on(t.supplier_id, t.updated_at, t.id),
    uniqueIndex('products_supplier_external_unique')
      .on(t.supplier_id, t.external_id)
      .where(sql`${t.external_id} IS NOT NULL`),
    // The catalogue search (decisions 046 and 066): words looked for in the stored folded name.
    index('products_name_trgm').using('gin', sql`${t.name_folded} gin_trgm_ops`),
    index('products_sku_idx').on(t.sku),
    index('products_gtin_idx').on(t.gtin),
  ],
);

/** A client's selection: the products they marked, with their own resale price. */
export const selections = pgTable(
  'selections',
  {
    client_id: integer()
      .notNull()
      .references(() => users.id),
    product_id: integer()
      .notNull()
      .references(() => products.id),
    sale_price_cents: integer(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.product_id] }), index('selections_product_idx').on(t.product_id)],
);

/**
 * Products per supplier, kept exact by the statement triggers of migration 0003 in the transaction that
 * writes the products (decision 035): a catalogue total is a sum over a few rows instead of a count of the
 * catalogue. One row per supplier, so a write locks one row (never two in an order another write could
 * reverse). `changes` only grows: rows written in a way a filter or search could see (supplier, status,
 * name, codes, price, category; not stock, reserved or sync times), the version of the count cache.
 */
export const productCounts = pgTable('product_counts', {
  supplier_id: integer().primaryKey(),
  active: bigint({ mode: 'number' }).notNull().default(0),
  inactive: bigint({ mode: 'number' }).notNull().default(0),
  changes: bigint({ mode: 'number' }).notNull().default(0),
});

/** Per client, grows with every write to their selection (trigger of migration 0003): the marks' version. */
export const selectionVersions = pgTable('selection_versions', {
  client_id: integer().primaryKey(),
  changes: bigint({ mode: 'number' }).notNull().default(0),
});
