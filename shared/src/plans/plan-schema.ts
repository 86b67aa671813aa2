import { z } from 'zod';
import { ROLES, SUBSCRIPTION_RECORD_STATUSES } from '../constants.ts';
import { SubscriptionStateSchema } from '../auth/session-schema.ts';
import { PaginateMetaSchema, paginateRequestSchema } from '../http/paginate-schema.ts';
import { centsField } from '../validation/error-map.ts';
import { DocumentSchema } from '../validation/fields.ts';
import { BILLING_METHODS } from '../payments/payment-labels.ts';
import { ChargeSchema } from '../payments/payment-schema.ts';

/** Who a plan is sold to, how often it is charged, and what a stored subscription can be. */
export const PLAN_ROLES = ['supplier', 'client'] as const;
export type PlanRole = (typeof PLAN_ROLES)[number];
export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** `subscribers_count` (users with a paid period running now) is shown to admins only. */
export const PlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  role: z.enum(PLAN_ROLES),
  price_cents: z.number().int(),
  interval: z.enum(PLAN_INTERVALS),
  features: z.array(z.string()),
  active: z.boolean(),
  position: z.number().int(),
  subscribers_count: z.number().int().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Plan = z.infer<typeof PlanSchema>;

const planFields = {
  name: z.string().trim().min(1, { error: 'Campo obrigatório.' }).max(120),
  description: z.string().trim().max(2000),
  role: z.enum(PLAN_ROLES, { error: 'Escolha fornecedor ou revendedor.' }),
  price_cents: centsField(100_000_000),
  interval: z.enum(PLAN_INTERVALS, { error: 'Escolha mensal ou anual.' }),
  features: z.array(z.string().trim().min(1).max(200)).max(30),
  active: z.boolean(),
  position: z.number().int().min(-1_000_000).max(1_000_000),
};

export const PlanCreateSchema = z.strictObject({
  ...planFields,
  description: planFields.description.default(''),
  interval: planFields.interval.default('month'),
  features: planFields.features.default([]),
  active: planFields.active.default(true),
  position: planFields.position.default(0),
});
export type PlanCreate = z.input<typeof PlanCreateSchema>;

/** PUT /v1/subscriber-plans/{id} body is `{ data: … }` (docs/product.md#contract). */
export const PlanUpdateSchema = z.strictObject(planFields).partial();
export type PlanUpdate = z.input<typeof PlanUpdateSchema>;
export const PlanUpdateRequestSchema = z.strictObject({ data: PlanUpdateSchema });

/** GET /v1/subscriber-plans query: admins may narrow the list to one role. */
export const PlanListQuerySchema = z.object({ role: z.enum(PLAN_ROLES).optional() });

export const PlanListSchema = z.object({ data: z.array(PlanSchema) });
export const PlanResponseSchema = z.object({ data: PlanSchema });
/** DELETE answers `data` only when the plan was deactivated instead of removed. */
export const PlanDeleteResponseSchema = z.object({ message: z.string(), data: PlanSchema.optional() });

const DbIdSchema = z.number().int().positive().max(2_147_483_647);

export const SubscriptionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  plan_id: z.number().int(),
  status: z.enum(SUBSCRIPTION_RECORD_STATUSES),
  provider: z.string(),
  price_cents: z.number().int(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  approved_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/**
 * `method` and `document` matter with real payments (`PAYMENTS=asaas`): how to pay, and the CPF/CNPJ the
 * charge is issued to when the profile has none (it is saved to the profile).
 */
export const SubscribeRequestSchema = z.strictObject({
  plan_id: DbIdSchema,
  method: z.enum(BILLING_METHODS, { error: 'Escolha como pagar: Pix, boleto ou cartão.' }).optional(),
  document: DocumentSchema.optional(),
});
export type SubscribeRequest = z.input<typeof SubscribeRequestSchema>;
/** `subscription` is the caller's new session state: the UI compares its `active` with the session's. */
export const SubscribeResponseSchema = z.object({
  data: SubscriptionSchema,
  subscription: SubscriptionStateSchema,
  /** With real payments: the first charge, when the provider answered in time (else it follows). */
  charge: ChargeSchema.nullable().optional(),
});
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

export const CancelSubscriptionRequestSchema = z.strictObject({ user_id: DbIdSchema });
export const CancelSubscriptionResponseSchema = z.object({
  message: z.string(),
  subscription: SubscriptionStateSchema,
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponseSchema>;

/** A row of the admin's "Assinaturas" screen. */
export const SubscriptionListItemSchema = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
  }),
  plan: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(SUBSCRIPTION_RECORD_STATUSES),
  provider: z.string(),
  price_cents: z.number().int(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  approved_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  /** With real payments: how it is paid, its id at the provider, the grace of an overdue renewal, a refusal. */
  method: z.enum(BILLING_METHODS).nullable(),
  external_id: z.string().nullable(),
  grace_until: z.string().nullable(),
  provider_error: z.string().nullable(),
});
export type SubscriptionListItem = z.infer<typeof SubscriptionListItemSchema>;

export const SUBSCRIPTION_SORT_FIELDS = [
  'id',
  'created_at',
  'current_period_end',
  'price_cents',
  'status',
] as const;
export const SubscriptionListQuerySchema = paginateRequestSchema(
  SUBSCRIPTION_SORT_FIELDS,
  z.strictObject({
    status: z.enum(SUBSCRIPTION_RECORD_STATUSES).optional(),
    role: z.enum(PLAN_ROLES).optional(),
    plan_id: DbIdSchema.optional(),
  }),
);
export type SubscriptionListQuery = z.input<typeof SubscriptionListQuerySchema>;

export const SubscriptionListSchema = z.object({
  subscriptions: z.array(SubscriptionListItemSchema),
  paginate: PaginateMetaSchema,
});
export type SubscriptionList = z.infer<typeof SubscriptionListSchema>;

export const SubscriptionApproveResponseSchema = z.object({
  message: z.string(),
  data: SubscriptionListItemSchema,
});
/** POST /v1/subscriptions/{id}/cancel (admin): the row as it is after the cancel. */
export const SubscriptionCancelResponseSchema = SubscriptionApproveResponseSchema;
