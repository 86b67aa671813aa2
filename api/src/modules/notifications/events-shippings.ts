import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NotificationTracking, PaymentStatus, ShippingDetail, ShippingStatus } from '@ponte/shared';
import type { Queryable } from '../../db/client.ts';
import type { AuthUser } from '../../lib/context.ts';
import { users } from '../users/users.table.ts';
import { fullName } from './events.ts';
import type { NotificationEvent } from './notify.ts';

/**
 * The shipment events (decision 057). Keys make each happen once per recipient: a shipment is created
 * once, a status is reached at most once (the state machine only moves forward), a payment change is
 * numbered by the shipment's history, and the trackings of a shipped shipment are keyed by their content.
 */

/** The supplier hears of a shipment a client sent them: each supplier only of their own. */
export function shippingCreated(detail: ShippingDetail): NotificationEvent {
  const cities = [...new Set(detail.orders.map((order) => `${order.address.city}/${order.address.state}`))];
  return {
    kind: 'shipping.created',
    to: [detail.supplier.id],
    key: `shipping.created:${detail.id}`,
    params: {
      shipping_id: detail.id,
      client_name: fullName(detail.client),
      orders_count: detail.orders.length,
      // Units, as the lists count them (items_count of the contract).
      items_count: detail.items_count,
      total_cents: detail.total_cents,
      cities,
    },
  };
}

/** The orders that have a carrier or a code, as the client reads them. */
function trackingsOf(detail: ShippingDetail): NotificationTracking[] {
  return detail.orders
    .filter((order) => order.carrier || order.tracking_code)
    .map((order) => ({ recipient: order.recipient.name, carrier: order.carrier, code: order.tracking_code }));
}

/** Short and stable: the same trackings sent again give the same key, new ones a new key. */
const digestOf = (trackings: NotificationTracking[]) =>
  createHash('sha256').update(JSON.stringify(trackings)).digest('hex').slice(0, 16);

function statusChanged(
  detail: ShippingDetail,
  to: number[],
  status: ShippingStatus,
  reason: string | null,
): NotificationEvent {
  const trackings = status === 'shipped' ? trackingsOf(detail) : [];
  const key = `shipping.status_changed:${detail.id}:${status}${status === 'shipped' ? `:${digestOf(trackings)}` : ''}`;
  return {
    kind: 'shipping.status_changed',
    to,
    key,
    params: {
      shipping_id: detail.id,
      supplier_name: fullName(detail.supplier),
      status,
      trackings,
      reason: status === 'cancelled' ? reason : null,
    },
  };
}

/**
 * What one PUT of a shipment tells, given the state before it and the detail after it (history
 * included). The caller leaves the actor out (notifyEach), so:
 * - the client cancels: the supplier hears `shipping.cancelled` with the note as the reason;
 * - the supplier moves it on: the client hears `shipping.status_changed`; an admin moving it: the
 *   client and the supplier hear it (it is the supplier's shipment someone else moved);
 * - new trackings on a shipment already shipped: the client hears `shipped` again with them;
 * - the payment changes: the client hears `shipping.payment_changed`, saying who marked it; an admin
 *   marking it: the supplier hears it too (the supplier's shipment someone else marked).
 */
export function shippingUpdated(
  actor: AuthUser,
  before: { status: ShippingStatus; payment_status: PaymentStatus },
  detail: ShippingDetail,
  input: { note?: string | null; orders?: unknown[] },
): NotificationEvent[] {
  const events: NotificationEvent[] = [];
  const both = [detail.client.id, detail.supplier.id];
  const note = input.note ?? null;
  if (detail.status !== before.status) {
    if (actor.role === 'client') {
      events.push({
        kind: 'shipping.cancelled',
        to: [detail.supplier.id],
        key: `shipping.cancelled:${detail.id}`,
        params: { shipping_id: detail.id, client_name: fullName(detail.client), reason: note },
      });
    } else {
      events.push(statusChanged(detail, both, detail.status, note));
    }
  } else if (detail.status === 'shipped' && input.orders?.length && actor.role !== 'client') {
    // A code typed after the shipment left (or corrected): the same codes again are the same key.
    events.push(statusChanged(detail, both, 'shipped', null));
  }
  if (detail.payment_status !== before.payment_status) {
    // The n-th payment change of this shipment: an admin may undo a payment and it may be paid again.
    const sequence = detail.history.filter((entry) => entry.field === 'payment_status').length;
    const byAdmin = actor.role === 'admin';
    events.push({
      kind: 'shipping.payment_changed',
      to: byAdmin ? both : [detail.client.id],
      key: `shipping.payment_changed:${detail.id}:${sequence}`,
      params: {
        shipping_id: detail.id,
        supplier_name: fullName(detail.supplier),
        payment_status: detail.payment_status,
        changed_by: byAdmin ? 'admin' : 'supplier',
      },
    });
  }
  return events;
}

/**
 * An unpaid reservation ran out and the system cancelled the shipment: nobody did it, so the client
 * and the supplier both hear it, with the reason in words.
 */
export async function reservationExpired(
  db: Queryable,
  shipping: { id: number; client_id: number; supplier_id: number },
  reason: string,
): Promise<NotificationEvent> {
  const [supplier] = await db
    .select({ name: users.name, last_name: users.last_name })
    .from(users)
    .where(eq(users.id, shipping.supplier_id));
  return {
    kind: 'shipping.status_changed',
    to: [shipping.client_id, shipping.supplier_id],
    key: `shipping.status_changed:${shipping.id}:cancelled`,
    params: {
      shipping_id: shipping.id,
      supplier_name: supplier ? fullName(supplier) : '',
      status: 'cancelled',
      trackings: [],
      reason,
    },
  };
}
