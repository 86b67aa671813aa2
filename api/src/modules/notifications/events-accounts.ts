import type { User } from '@ponte/shared';
import { fullName } from './events.ts';
import type { NotificationEvent } from './notify.ts';

/**
 * Subscription and registration events (decision 057). Each is keyed by the row it is about, so one
 * request, one approval or one registration is told once.
 */

/** A supplier or client asked for a plan that waits for an admin's approval (payment received). */
export function subscriptionAwaitingApproval(
  subscription: { id: number },
  user: { name: string; last_name: string },
  plan: { name: string },
): NotificationEvent {
  return {
    kind: 'subscription.awaiting_approval',
    to: 'admins',
    key: `subscription.awaiting_approval:${subscription.id}`,
    params: { subscription_id: subscription.id, user_name: fullName(user), plan_name: plan.name },
  };
}

/** An admin approved the request: its owner may use everything until the period's end. */
export function subscriptionApproved(
  subscription: { id: number; user_id: number; current_period_end: Date | null },
  plan: { name: string },
): NotificationEvent {
  return {
    kind: 'subscription.approved',
    to: [subscription.user_id],
    key: `subscription.approved:${subscription.id}`,
    params: { plan_name: plan.name, period_end: subscription.current_period_end!.toISOString() },
  };
}

/** Someone registered themselves (the admins' hourly digest gathers these). */
export function userRegistered(user: Pick<User, 'id' | 'name' | 'last_name' | 'role'>): NotificationEvent[] {
  if (user.role === 'admin') return [];
  return [
    {
      kind: 'users.registered',
      to: 'admins',
      key: `users.registered:${user.id}`,
      params: { user_id: user.id, user_name: fullName(user), role: user.role },
    },
  ];
}
