import { z } from 'zod';
import { ROLES, SUBSCRIPTION_STATUSES } from '../constants.ts';

/** What the browser may know about a session: never the token itself (docs/product.md#security). */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  created_at: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SubscriptionStateSchema = z.object({
  active: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan_id: z.number().int().nullable(),
  current_period_end: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  /** A subscription request awaiting payment approval, whatever `status` says (a trial, a cancelled period). */
  pending: z
    .object({
      plan_id: z.number().int(),
      plan_name: z.string(),
      requested_at: z.string(),
      /** What it waits for: an admin's approval (`manual`) or its first charge's payment (`asaas`). */
      awaiting: z.enum(['approval', 'payment']).optional(),
    })
    .nullable(),
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

export const SessionSchema = z.object({
  user: SessionUserSchema,
  subscription: SubscriptionStateSchema,
});
export type Session = z.infer<typeof SessionSchema>;

/** Answer of login and register: the spec's session data (token for API clients, cookie for browsers). */
export const AuthResponseSchema = SessionSchema.extend({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const fullName = (user: Pick<SessionUser, 'name' | 'last_name'>) =>
  [user.name, user.last_name].filter(Boolean).join(' ');
