import type { ChargeState, SubscriptionListItem } from '@ponte/shared';
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

/** Chip colours of a charge's state: an overdue one is the admin's concern, a paid one is done. */
export const chargeStateColor = {
  open: 'info',
  paid: 'success',
  overdue: 'error',
  refunded: 'default',
  cancelled: 'default',
} as const satisfies Record<ChargeState, string>;

/** The subscriber as the buttons' names and the dialogs say it ("Bruno Souza"). */
export const subscriberName = ({ user }: SubscriptionListItem) => `${user.name} ${user.last_name}`.trim();

/** Only a subscription paid through Asaas has charges, and only it can be synchronised with Asaas. */
export const hasCharges = (subscription: SubscriptionListItem) => subscription.provider === 'asaas';
