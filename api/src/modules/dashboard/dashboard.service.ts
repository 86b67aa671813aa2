import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_DAYS, DASHBOARD_TIME_ZONE, type Dashboard, type DashboardProduct } from '@ponte/shared';
import type { Db } from '../../db/client.ts';
import { iso } from '../../db/columns.ts';
import type { AuthUser } from '../../lib/context.ts';
import { products, selections } from '../products/products.table.ts';
import { shippingOrderItems, shippingOrders, shippings } from '../shippings/shippings.table.ts';

const CARD_LIMIT = 5;
// A constant, inlined so the GROUP BY expression is textually the one in the SELECT list.
const zone = sql.raw(`'${DASHBOARD_TIME_ZONE}'`);

const cardColumns = {
  id: products.id,
  supplier_id: products.supplier_id,
  name: products.name,
  sku: products.sku,
  image: sql<string | null>`${products.images} ->> 0`,
  price_cents: products.price_cents,
  stock: products.stock,
  available: sql<number>`${products.stock} - ${products.reserved}`.mapWith(Number),
  status: products.status,
  updated_at: products.updated_at,
};

/** Whose shipments the caller's figures count (DESIGN §5): all, addressed to them, or their own. */
function shipmentScope(user: AuthUser): SQL | undefined {
  if (user.role === 'supplier') return eq(shippings.supplier_id, user.id);
  if (user.role === 'client') return eq(shippings.client_id, user.id);
  return undefined;
}

const toCards = <R extends { updated_at: Date }>(rows: R[]) =>
  rows.map((row) => ({ ...row, updated_at: iso(row.updated_at) }));

async function productCards(db: Db, user: AuthUser): Promise<DashboardProduct[]> {
  if (user.role === 'client') {
    return toCards(
      await db
        .select({ ...cardColumns, sale_price_cents: selections.sale_price_cents })
        .from(selections)
        .innerJoin(products, eq(products.id, selections.product_id))
        .where(eq(selections.client_id, user.id))
        .orderBy(desc(selections.updated_at), desc(selections.product_id))
        .limit(CARD_LIMIT),
    );
  }
  return toCards(
    await db
      .select(cardColumns)
      .from(products)
      .where(user.role === 'supplier' ? eq(products.supplier_id, user.id) : undefined)
      .orderBy(desc(products.updated_at), desc(products.id))
      .limit(CARD_LIMIT),
  );
}

async function productTotal(db: Db, user: AuthUser): Promise<number> {
  const [row] =
    user.role === 'client'
      ? await db.select({ n: count() }).from(selections).where(eq(selections.client_id, user.id))
      : await db
          .select({ n: count() })
          .from(products)
          .where(user.role === 'supplier' ? eq(products.supplier_id, user.id) : undefined);
  return Number(row?.n ?? 0);
}

// bigint product: one line of 1,000 units at R$ 30.000 already overflows a 32-bit integer.
const valueSum = sql<string>`coalesce(sum(${shippingOrderItems.quantity}::bigint * ${shippingOrderItems.unit_price_cents}), 0)`;
const itemSum = sql<string>`coalesce(sum(${shippingOrderItems.quantity}), 0)`;

/** Item lines of the paid shipments in scope; "paid" is the payment status, whatever the shipping status. */
const paidItems = (db: Db, columns: Record<string, SQL>, scope: SQL | undefined, ...extra: SQL[]) =>
  db
    .select(columns)
    .from(shippingOrderItems)
    .innerJoin(shippingOrders, eq(shippingOrders.id, shippingOrderItems.shipping_order_id))
    .innerJoin(shippings, eq(shippings.id, shippingOrders.shipping_id))
    .where(and(eq(shippings.payment_status, 'paid'), scope, ...extra));

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DASHBOARD_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Start of a São Paulo calendar day as an instant, computed by the database's time-zone rules. */
const startOfDay = (date: string) => sql`(${date}::date)::timestamp AT TIME ZONE ${zone}`;

export async function getDashboard(db: Db, user: AuthUser, now: Date): Promise<Dashboard> {
  const scope = shipmentScope(user);
  const today = dayFormat.format(now);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => addDays(today, i - DASHBOARD_DAYS + 1));
  const day = sql<string>`to_char(${shippings.paid_at} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;

  const [cards, totalProducts, [totals], byStatus, byDay] = await Promise.all([
    productCards(db, user),
    productTotal(db, user),
    paidItems(db, { value: valueSum, items: itemSum }, scope),
    db
      .select({ status: shippings.status, n: count() })
      .from(shippings)
      .where(scope)
      .groupBy(shippings.status),
    paidItems(
      db,
      { date: day, value: valueSum, items: itemSum },
      scope,
      gte(shippings.paid_at, startOfDay(days[0]!)),
      lt(shippings.paid_at, startOfDay(addDays(today, 1))),
    ).groupBy(day),
  ]);

  const shippingsByStatus = { pending: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const row of byStatus) shippingsByStatus[row.status] = Number(row.n);
  const sales = new Map(byDay.map((row) => [row.date, row]));

  return {
    products: cards,
    totalProducts,
    totalValuePaid: Number(totals?.value ?? 0),
    totalItemSales: Number(totals?.items ?? 0),
    shippingsByStatus,
    salesByDay: days.map((date) => ({
      date,
      total_cents: Number(sales.get(date)?.value ?? 0),
      items: Number(sales.get(date)?.items ?? 0),
    })),
  };
}
