import { z } from 'zod';

/** How many days `salesByDay` covers, today included. */
export const DASHBOARD_DAYS = 30;
/** Business days follow Brazil's clock, not UTC: a sale at 22:00 in São Paulo belongs to that day. */
export const DASHBOARD_TIME_ZONE = 'America/Sao_Paulo';

/** A product card on the dashboard; a client also sees the resale price they set. */
export const DashboardProductSchema = z.object({
  id: z.number().int(),
  supplier_id: z.number().int(),
  name: z.string(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
  price_cents: z.number().int(),
  sale_price_cents: z.number().int().nullable().optional(),
  stock: z.number().int(),
  available: z.number().int(),
  status: z.enum(['active', 'inactive']),
  updated_at: z.string(),
});
export type DashboardProduct = z.infer<typeof DashboardProductSchema>;

export const SalesDaySchema = z.object({
  /** AAAA-MM-DD in São Paulo time. */
  date: z.string(),
  total_cents: z.number().int(),
  items: z.number().int(),
});
export type SalesDay = z.infer<typeof SalesDaySchema>;

const count = z.number().int();

/**
 * GET /v1/dashboard, scoped by role (docs/domain-rules.md#dashboard). The first four keys are the spec's, camelCase as it
 * names them; `shippingsByStatus` and `salesByDay` (always DASHBOARD_DAYS entries, oldest first) are ours.
 * Money in centavos.
 */
export const DashboardSchema = z.object({
  products: z.array(DashboardProductSchema),
  totalProducts: z.number().int(),
  totalValuePaid: z.number().int(),
  totalItemSales: z.number().int(),
  shippingsByStatus: z.object({
    pending: count,
    processing: count,
    shipped: count,
    delivered: count,
    cancelled: count,
  }),
  salesByDay: z.array(SalesDaySchema),
  /**
   * Admins only: subscription money received this month (Brasília time, refunds taken out) and the
   * subscriptions with an overdue charge (in grace, or past it and inactive).
   */
  subscriptionPayments: z
    .object({ revenueMonthCents: z.number().int(), overdueCount: z.number().int() })
    .optional(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
