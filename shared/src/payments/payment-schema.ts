import { z } from 'zod';
import { SUBSCRIPTION_RECORD_STATUSES } from '../constants.ts';
import { BILLING_METHODS, CHARGE_STATES, PAYMENT_PROVIDERS } from './payment-labels.ts';

/** How to pay a charge that is waiting: what the plans page shows for the method chosen. */
export const ChargePaymentSchema = z.object({
  /** The Pix QR code (a PNG, base64) and its copy-and-paste code, until `expires_at`. */
  pix: z
    .object({ image_base64: z.string(), payload: z.string(), expires_at: z.string().nullable() })
    .nullable(),
  /** The boleto's digitable line (linha digitável). */
  boleto_line: z.string().nullable(),
});

/** One charge of a subscription, as Ponte keeps it (docs/domain-rules.md#payments). */
export const ChargeSchema = z.object({
  id: z.number().int(),
  subscription_id: z.number().int(),
  /** The provider's id (`pay_…`). */
  external_id: z.string(),
  method: z.enum(BILLING_METHODS).nullable(),
  /** The provider's own word (PENDING, RECEIVED…), shown to admins. */
  provider_status: z.string(),
  state: z.enum(CHARGE_STATES),
  value_cents: z.number().int(),
  /** yyyy-mm-dd. */
  due_date: z.string(),
  paid_at: z.string().nullable(),
  /** The period this charge pays for. */
  period_start: z.string(),
  period_end: z.string(),
  /** The provider's hosted invoice page (pay by card there; Ponte never sees card data). */
  invoice_url: z.string().nullable(),
  /** The boleto as a PDF. */
  boleto_url: z.string().nullable(),
  receipt_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Charge = z.infer<typeof ChargeSchema>;

export const CurrentChargeSchema = ChargeSchema.extend({ payment: ChargePaymentSchema });
export type CurrentCharge = z.infer<typeof CurrentChargeSchema>;

/** The caller's payments: GET /v1/payments/summary (a supplier's or client's plans page). */
export const PaymentSummarySchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The ways to pay this provider offers (none for `manual` and `auto`). */
  methods: z.array(z.enum(BILLING_METHODS)),
  /** The profile has no valid CPF/CNPJ: the subscribe form asks for one (the provider needs it). */
  document_required: z.boolean(),
  /** The subscription being paid or running at the provider, if any. */
  subscription: z
    .object({
      id: z.number().int(),
      plan_id: z.number().int(),
      plan_name: z.string(),
      status: z.enum(SUBSCRIPTION_RECORD_STATUSES),
      method: z.enum(BILLING_METHODS).nullable(),
      price_cents: z.number().int(),
      /** yyyy-mm-dd of the next charge, when the provider has announced it. */
      next_due_date: z.string().nullable(),
      current_period_end: z.string().nullable(),
      /** An overdue renewal keeps access until then (the grace period). */
      grace_until: z.string().nullable(),
      /** The provider has not confirmed the subscription yet: its first charge is being prepared. */
      preparing: z.boolean(),
      /** Why the provider refused it, in Portuguese (a document it refused, say). */
      provider_error: z.string().nullable(),
    })
    .nullable(),
  /** The charge to pay now (open or overdue), with how to pay it. */
  current_charge: CurrentChargeSchema.nullable(),
  /** Every charge, latest first. */
  charges: z.array(ChargeSchema),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

/** GET /v1/subscriptions/{id}/charges (admin). */
export const ChargeListSchema = z.object({ data: z.array(ChargeSchema) });
export type ChargeList = z.infer<typeof ChargeListSchema>;

/** POST /v1/charges/{id}/refund (admin): the charge as the provider now has it. */
export const ChargeRefundResponseSchema = z.object({ message: z.string(), data: ChargeSchema });

/** POST /api/webhooks/asaas: Asaas counts only a 200 as delivered (docs/payments-asaas.md#webhooks). */
export const PaymentWebhookResponseSchema = z.object({ received: z.literal(true) });
