import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../lib/context.ts';
import { RESERVATION_HOURS } from '../config/config-params.ts';
import { notifyEach } from '../notifications/events.ts';
import { reservationExpired } from '../notifications/events-shippings.ts';
import { systemConfigParams, systemConfigParamValues } from '../config/config.table.ts';
import { shippingHistory, shippings } from './shippings.table.ts';
import { releaseStock, shippingStockLines } from './stock.ts';

const HOUR_MS = 3_600_000;
const BATCH = 200;

/** The `reservation_hours` setting (admin, Configuração); the default when unset. */
async function reservationHours(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: systemConfigParamValues.value })
    .from(systemConfigParamValues)
    .innerJoin(systemConfigParams, eq(systemConfigParams.id, systemConfigParamValues.param_id))
    .where(and(eq(systemConfigParams.code, 'reservation_hours'), isNull(systemConfigParamValues.user_id)));
  const hours = Number(row?.value);
  return Number.isInteger(hours) && hours > 0 ? hours : RESERVATION_HOURS;
}

export const expiryNote = (hours: number) =>
  `Cancelada automaticamente: a remessa ficou ${hours} h pendente e sem pagamento, e o estoque reservado voltou ao catálogo.`;

/**
 * The `expire-reservations` job (decision 030): a pending, unpaid shipment holds its units for
 * `reservation_hours` after it was created; then it is cancelled by the system and the units come
 * back. Answers the ids cancelled. Safe to run twice or on two instances: each cancel re-checks.
 */
export async function expireReservations(deps: Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>): Promise<number[]> {
  const now = deps.now();
  const hours = await reservationHours(deps.db);
  const createdBefore = new Date(now.getTime() - hours * HOUR_MS);
  const expired: number[] = [];
  let after = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: shippings.id })
      .from(shippings)
      .where(
        and(
          eq(shippings.status, 'pending'),
          eq(shippings.payment_status, 'unpaid'),
          lt(shippings.created_at, createdBefore),
          gt(shippings.id, after),
        ),
      )
      .orderBy(asc(shippings.id))
      .limit(BATCH);
    for (const { id } of due) {
      if (await expireReservation(deps, id, { createdBefore, hours, now })) expired.push(id);
    }
    if (due.length < BATCH) return expired;
    after = due.at(-1)!.id;
  }
}

/**
 * Cancels one shipment whose reservation ran out, under its row lock: if it was paid, accepted or
 * cancelled since it was listed, it is left alone (false). The client and the supplier are told.
 */
export async function expireReservation(
  deps: Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>,
  id: number,
  rule: { createdBefore: Date; hours: number; now: Date },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [shipping] = await tx.select().from(shippings).where(eq(shippings.id, id)).for('update');
    if (
      !shipping ||
      shipping.status !== 'pending' ||
      shipping.payment_status !== 'unpaid' ||
      shipping.created_at >= rule.createdBefore
    ) {
      return false;
    }
    // What cancelling does to stock (shipping-status.ts stockEffect): the reserved units come back.
    await releaseStock(tx, await shippingStockLines(tx, id));
    await tx.update(shippings).set({ status: 'cancelled', updated_at: rule.now }).where(eq(shippings.id, id));
    await tx.insert(shippingHistory).values({
      shipping_id: id,
      at: rule.now,
      by: null,
      by_system: true,
      field: 'status',
      from: 'pending',
      to: 'cancelled',
      note: expiryNote(rule.hours),
    });
    await notifyEach(deps, tx, [await reservationExpired(tx, shipping, expiryNote(rule.hours))]);
    return true;
  });
}
