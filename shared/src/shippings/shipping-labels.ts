/**
 * A shipment's statuses, their names and the steps between them, without zod: the API enforces the steps
 * and both front ends offer them from this one table (docs/domain-rules.md#shipment-status).
 */
import type { Role } from '../constants.ts';

export const SHIPPING_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a status is named to people (messages, lists, history). */
export const SHIPPING_STATUS_LABELS: Record<ShippingStatus, string> = {
  pending: 'Pendente',
  processing: 'Em processamento',
  shipped: 'Enviada',
  delivered: 'Entregue',
  cancelled: 'Cancelada',
};
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { unpaid: 'Não paga', paid: 'Paga' };

/**
 * The shipment state machine and who may take each step. Admins may do whatever the supplier may; the
 * client only cancels while pending. Anything not listed is refused.
 */
export const SHIPPING_TRANSITIONS: Record<ShippingStatus, Partial<Record<ShippingStatus, readonly Role[]>>> = {
  pending: { processing: ['supplier', 'admin'], cancelled: ['client', 'supplier', 'admin'] },
  processing: { shipped: ['supplier', 'admin'], cancelled: ['supplier', 'admin'] },
  shipped: { delivered: ['supplier', 'admin'] },
  delivered: {},
  cancelled: {},
};

/**
 * The statuses `role` may move a shipment in `status` to, forward steps first and cancelling last: what the
 * screens offer as buttons (the API checks every step again, so a stale page gets the server's 409 text).
 */
export function nextSteps(role: Role, status: ShippingStatus): ShippingStatus[] {
  const steps = Object.entries(SHIPPING_TRANSITIONS[status]) as [ShippingStatus, readonly Role[]][];
  return steps.filter(([, roles]) => roles.includes(role)).map(([to]) => to);
}
