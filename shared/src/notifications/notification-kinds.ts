/**
 * What Ponte tells people about (issue #14), without zod, so both front ends can import it (decision 056).
 * Each kind belongs to one family: the family is what a person turns e-mail on or off for; in-app
 * notifications are always kept. `params` are the facts a message needs, stored with the notification
 * and turned into words in the reader's language by notification-texts.ts.
 */
import type { PaymentStatus, ShippingStatus } from '../shippings/shipping-labels.ts';

export const NOTIFICATION_FAMILIES = ['shipments', 'subscription', 'bling', 'admin'] as const;
export type NotificationFamily = (typeof NOTIFICATION_FAMILIES)[number];

/** One shipment's tracking, as the client hears it when the supplier marks it shipped. */
export interface NotificationTracking {
  recipient: string;
  carrier: string | null;
  code: string | null;
}

export interface NotificationParams {
  // Supplier
  /** A client sent the supplier a shipment. `cities` are the recipients' "Cidade/UF", without repeats. */
  'shipping.created': { shipping_id: number; client_name: string; orders_count: number; items_count: number; total_cents: number; cities: string[] };
  /** The client cancelled a shipment of this supplier; `reason` is the note they gave, if any. */
  'shipping.cancelled': { shipping_id: number; client_name: string; reason: string | null };
  /** The Bling connection stopped working (refresh token refused or revoked): the catalogue stopped updating. */
  'bling.reconnect': Record<string, never>;
  /** A sync run failed; `reason` is the stored Bling message. */
  'bling.sync_failed': { reason: string | null };
  /** A sync run that took a long time finished. */
  'bling.sync_finished': { created: number; updated: number; minutes: number };
  /** The trial ends on `ends_at` (sent 2 days before). */
  'trial.ending': { ends_at: string };
  'trial.ended': { ended_at: string };
  // Supplier and client
  'subscription.approved': { plan_name: string; period_end: string };
  /** A cancelled (not renewing) subscription ends on `ends_at` (sent 3 days before). */
  'subscription.ending': { plan_name: string; ends_at: string };
  'subscription.ended': { plan_name: string; ended_at: string };
  // Supplier and client, with real payments (issue #26; every date an ISO instant, due dates at 00:00 in Brasília)
  /** The provider issued a charge (the first one, or a period's renewal). */
  'payment.charge_created': { plan_name: string; value_cents: number; due_at: string };
  /** An open charge is due in a few days. */
  'payment.due_soon': { plan_name: string; value_cents: number; due_at: string };
  /** A charge was paid: access runs until `period_end`. */
  'payment.received': { plan_name: string; value_cents: number; period_end: string };
  /** A renewal is overdue: access continues until `grace_until` (null: no grace, access has ended). */
  'payment.overdue': { plan_name: string; value_cents: number; due_at: string; grace_until: string | null };
  /** A payment was refunded or disputed: access ended at once. */
  'payment.refunded': { plan_name: string; value_cents: number };
  /** The subscription was cancelled at the provider: no more charges; paid time runs until `ends_at`. */
  'payment.subscription_cancelled': { plan_name: string; ends_at: string | null };
  // Client
  /** The supplier moved the shipment on: processing, shipped (with trackings), delivered, cancelled (with the reason). */
  'shipping.status_changed': {
    shipping_id: number;
    supplier_name: string;
    status: ShippingStatus;
    trackings: NotificationTracking[];
    reason: string | null;
  };
  'shipping.payment_changed': {
    shipping_id: number;
    supplier_name: string;
    payment_status: PaymentStatus;
    /** Who marked it: the supplier, or an admin (absent on notifications stored before it was kept: the supplier). */
    changed_by?: 'supplier' | 'admin';
  };
  // Admin
  'subscription.awaiting_approval': { subscription_id: number; user_name: string; plan_name: string };
  /** A new supplier or client registered (e-mailed as a digest). */
  'users.registered': { user_id: number; user_name: string; role: 'supplier' | 'client' };
}
export type NotificationKind = keyof NotificationParams;

export const NOTIFICATION_KIND_FAMILY: Record<NotificationKind, NotificationFamily> = {
  'shipping.created': 'shipments',
  'shipping.cancelled': 'shipments',
  'shipping.status_changed': 'shipments',
  'shipping.payment_changed': 'shipments',
  'bling.reconnect': 'bling',
  'bling.sync_failed': 'bling',
  'bling.sync_finished': 'bling',
  'trial.ending': 'subscription',
  'trial.ended': 'subscription',
  'subscription.approved': 'subscription',
  'subscription.ending': 'subscription',
  'subscription.ended': 'subscription',
  'payment.charge_created': 'subscription',
  'payment.due_soon': 'subscription',
  'payment.received': 'subscription',
  'payment.overdue': 'subscription',
  'payment.refunded': 'subscription',
  'payment.subscription_cancelled': 'subscription',
  'subscription.awaiting_approval': 'admin',
  'users.registered': 'admin',
};
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_KIND_FAMILY) as NotificationKind[];

/** A notification as stored and sent: its kind with that kind's params. */
export type NotificationFacts = { [K in NotificationKind]: { kind: K; params: NotificationParams[K] } }[NotificationKind];
