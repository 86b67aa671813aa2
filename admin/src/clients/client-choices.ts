import { ROLE_LABELS, ROLES, SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@ponte/shared/vocabulary';

/** Choice names are catalog phrases: react-admin translates them. */
export const roleChoices = ROLES.map((id) => ({ id, name: ROLE_LABELS[id] }));

/** In the order an admin looks for them: running, trying, waiting, then the ones without access. */
const SUBSCRIPTION_ORDER: SubscriptionStatus[] = ['active', 'trialing', 'pending', 'cancelled', 'expired', 'none'];
export const subscriptionChoices = SUBSCRIPTION_ORDER.map((id) => ({ id, name: SUBSCRIPTION_STATUS_LABELS[id] }));
