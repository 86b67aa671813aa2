import { ROLE_LABELS, SUBSCRIPTION_STATUS_LABELS } from '@ponte/shared/vocabulary';

/** Stored statuses as the API shows them (`expired`: a paid period that has ended); phrase keys. */
export const subscriptionStatusChoices = (['pending', 'active', 'cancelled', 'expired'] as const).map((id) => ({
  id,
  name: SUBSCRIPTION_STATUS_LABELS[id],
}));

/** Who subscribes: suppliers and clients (admins have no plan). */
export const subscriberRoleChoices = (['supplier', 'client'] as const).map((id) => ({ id, name: ROLE_LABELS[id] }));

/** Chip colours by status: pending is the admin's to-do. */
export const statusColor = {
  pending: 'warning',
  active: 'success',
  cancelled: 'default',
  expired: 'default',
} as const;
