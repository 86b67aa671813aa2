import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  SHIPPING_STATUS_LABELS,
  SHIPPING_STATUSES,
  type ShippingStatus,
} from '@ponte/shared';

/** Status names as the whole product spells them (shared labels are catalog phrases). */
export const statusChoices = SHIPPING_STATUSES.map((id) => ({ id, name: SHIPPING_STATUS_LABELS[id] }));
export const paymentChoices = PAYMENT_STATUSES.map((id) => ({ id, name: PAYMENT_STATUS_LABELS[id] }));

/**
 * The steps an admin may offer from each status (docs/domain-rules.md#shipment-status). The API enforces them again and
 * answers 409 with its own sentence, which the screen shows, if the shipment moved meanwhile.
 */
export const NEXT_STATUSES: Record<ShippingStatus, ShippingStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};
