import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  SHIPPING_STATUS_LABELS,
  SHIPPING_STATUSES,
} from '@ponte/shared/vocabulary';

/** Status names as the whole product spells them (shared labels are catalog phrases). */
export const statusChoices = SHIPPING_STATUSES.map((id) => ({ id, name: SHIPPING_STATUS_LABELS[id] }));
export const paymentChoices = PAYMENT_STATUSES.map((id) => ({ id, name: PAYMENT_STATUS_LABELS[id] }));
