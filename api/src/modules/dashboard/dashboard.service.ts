import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_DAYS, DASHBOARD_TIME_ZONE, type Dashboard, type DashboardProduct } from '@ponte/shared';
import type { Db } from '../../db/client.ts';
import { iso } from '../../db/columns.ts';
import type { AuthUser } from '../../lib/context.ts';
import { productCounts, products, selections } from '../products/products.table.ts';
import { shippingOrderItems, shippingOrders, shippings } from '../shippings/shippings.table.ts';
import { paymentCharges } from '../subscriptions/payments/payments.table.ts';

const CARD_LIMIT = 5;
// A constant, inlined so the GROUP BY expression is textually the one in the SELECT list.
const zone = sql.raw(`'${DASHBOARD_TIME_ZONE}'`);

/** A card's columns, named as the answer names them (they become the keys of the JSON the statement builds). */
const cardColumns = sql`${products.id} AS id, ${products.supplier_id} AS supplier_id, ${products.name} AS name,
  ${products.sku} AS sku, ${products.images} ->> 0 AS image, ${products.price_cents} AS price_cents,
  ${products.stock} AS stock, ${products.stock} - ${products.reserved} AS available,
  ${products.status} AS status, ${products.updated_at} AS updated_at`;

/** Whose shipments the caller's figures count (docs/domain-rules.md#dashboard): all, addressed to them, or their own. */
function shipmentScope(user: AuthUser): SQL | undefined {
  if (user.role === 'supplier') return eq(shippings.supplier_id, user.id);
  if (user.role === 'client') return eq(shippings.client_id, user.id);
  return undefined;
}

const where = (...conditions: (SQL | undefined)[]) => {
  const all = and(...conditions);
  return all ? sql` WHERE ${all}` : sql``;
};

/**
 * The five most recently updated products in scope as a JSON array, in that order: the aggregate sorts
 * by the same keys as the LIMIT (a sorted subquery alone does not promise the order of `json_agg`), the
 * client's key leaving the objects after. A client's cards are their selection's latest, with their price.
 */
function productCards(user: AuthUser): SQL {
  if (user.role === 'client') {
    const cards = sql`SELECT ${cardColumns}, ${selections.sale_price_cents} AS sale_price_cents,
        ${selections.updated_at} AS selected_at
      FROM ${selections} INNER JOIN ${products} ON ${products.id} = ${selections.product_id}
      WHERE ${selections.client_id} = ${user.id}
      ORDER BY ${selections.updated_at} DESC, ${selections.product_id} DESC LIMIT ${CARD_LIMIT}`;
    return sql`(SELECT coalesce(json_agg(to_jsonb(c) - 'selected_at' ORDER BY c.selected_at DESC, c.id DESC), '[]')
      FROM (${cards}) c)`;
  }
  const cards = sql`SELECT ${cardColumns} FROM ${products}${where(
    user.role === 'supplier' ? eq(products.supplier_id, user.id) : undefined,
  )} ORDER BY ${products.updated_at} DESC, ${products.id} DESC LIMIT ${CARD_LIMIT}`;
  return sql`(SELECT coalesce(json_agg(c ORDER BY c.updated_at DESC, c.id DESC), '[]') FROM (${cards}) c)`;
}

/**
 * How many products are in scope: a client's selection is counted; a supplier's and the platform's
 * products come from the counters the triggers of migration 0003 keep exact (decision 035), instead of
 * counting 100k rows on every visit.
 */
function productTotal(user: AuthUser): SQL {
  if (user.role === 'client')
    return sql`(SELECT count(*) FROM ${selections} WHERE ${selections.client_id} = ${user.id})`;
  const supplier = user.role === 'supplier' ? eq(productCounts.supplier_id, user.id) : undefined;
  return sql`(SELECT coalesce(sum(${productCounts.active} + ${productCounts.inactive}), 0) FROM ${productCounts}${where(supplier)})`;
}

// bigint product: one line of 1,000 units at R$ 30.000 already overflows a 32-bit integer.
const valueSum = sql`coalesce(sum(${shippingOrderItems.quantity}::bigint * ${shippingOrderItems.unit_price_cents}), 0)`;
const itemSum = sql`coalesce(sum(${shippingOrderItems.quantity}), 0)`;

/** Item lines of the paid shipments in scope; "paid" is the payment status, whatever the shipping status. */
const paidItems = (scope: SQL | undefined, ...extra: SQL[]) =>
  sql`FROM ${shippingOrderItems}
    INNER JOIN ${shippingOrders} ON ${shippingOrders.id} = ${shippingOrderItems.shipping_order_id}
    INNER JOIN ${shippings} ON ${shippings.id} = ${shippingOrders.shipping_id}
    ${where(eq(shippings.payment_status, 'paid'), scope, ...extra)}`;

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

type Card = Omit<DashboardProduct, 'updated_at'> & { updated_at: string };
type DashboardRow = {
  cards: Card[] | string;
  total_products: number | string;
  totals: [value: number | string, items: number | string] | string;
  by_status: { status: keyof Dashboard['shippingsByStatus']; n: number }[] | string | null;
  by_day: { date: string; value: number | string; items: number | string }[] | string | null;
};

/** Drivers hand `json` columns over parsed; a driver that does not would give their text. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The whole dashboard in one statement: on PGlite each statement is a round trip to its worker and on
 * PostgreSQL a pooled query, and the five parts used to be five of them per visit (issue 11).
 */
export async function getDashboard(db: Db, user: AuthUser, now: Date): Promise<Dashboard> {
  const scope = shipmentScope(user);
  const today = dayFormat.format(now);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => addDays(today, i - DASHBOARD_DAYS + 1));
  const day = sql`to_char(${shippings.paid_at} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;

  const { rows } = await db.execute<DashboardRow>(sql`SELECT
    ${productCards(user)} AS cards,
    ${productTotal(user)} AS total_products,
    (SELECT json_build_array(${valueSum}, ${itemSum}) ${paidItems(scope)}) AS totals,
    (SELECT json_agg(s) FROM (SELECT ${shippings.status} AS status, count(*) AS n FROM ${shippings}${where(scope)}
      GROUP BY ${shippings.status}) s) AS by_status,
    (SELECT json_agg(d) FROM (SELECT ${day} AS date, ${valueSum} AS value, ${itemSum} AS items
      ${paidItems(scope, gte(shippings.paid_at, startOfDay(days[0]!)), lt(shippings.paid_at, startOfDay(addDays(today, 1))))}
      GROUP BY ${day}) d) AS by_day`);
  const row = rows[0]!;
  const [value, items] = parsed(row.totals);

  const shippingsByStatus = { pending: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const { status, n } of parsed(row.by_status) ?? []) shippingsByStatus[status] = Number(n);
  const sales = new Map((parsed(row.by_day) ?? []).map((d) => [d.date, d]));

  return {
    ...(user.role === 'admin' ? { subscriptionPayments: await subscriptionPayments(db, today) } : {}),
    products: parsed(row.cards).map((card) => ({ ...card, updated_at: iso(card.updated_at) })),
    totalProducts: Number(row.total_products),
    totalValuePaid: Number(value),
    totalItemSales: Number(items),
    shippingsByStatus,
    salesByDay: days.map((date) => ({
      date,
      total_cents: Number(sales.get(date)?.value ?? 0),
      items: Number(sales.get(date)?.items ?? 0),
    })),
  };
}

/**
 * Admins: subscription money received this calendar month in São Paulo (a refunded charge no longer counts)
 * and the subscriptions with an overdue charge, in grace or past it (decision 079).
 */
async function subscriptionPayments(db: Db, today: string) {
  const monthStart = `${today.slice(0, 7)}-01`;
  const nextMonth = addMonths(monthStart);
  const [row] = await db
    .select({
      revenue: sql<string>`coalesce(sum(${paymentCharges.value_cents}) FILTER (WHERE ${paymentCharges.state} = 'paid'
        AND ${paymentCharges.paid_at} >= ${startOfDay(monthStart)} AND ${paymentCharges.paid_at} < ${startOfDay(nextMonth)}), 0)`,
      overdue: sql<string>`count(DISTINCT ${paymentCharges.subscription_id}) FILTER (WHERE ${paymentCharges.state} = 'overdue')`,
    })
    .from(paymentCharges);
  return { revenueMonthCents: Number(row?.revenue ?? 0), overdueCount: Number(row?.overdue ?? 0) };
}

function addMonths(firstOfMonth: string): string {
  const d = new Date(`${firstOfMonth}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}
