import { z } from 'zod';
import { PaginateMetaSchema, paginateRequestSchema } from '../http/paginate-schema.ts';
import {
  AddressSchema,
  DocumentSchema,
  EmailSchema,
  NameSchema,
  PhoneSchema,
  optionalText,
} from '../validation/fields.ts';

export * from './shipping-labels.ts';
import { PAYMENT_STATUSES, SHIPPING_STATUSES } from './shipping-labels.ts';

export const SHIPPING_MAX_ORDERS = 50;
export const SHIPPING_MAX_ITEMS = 100;
export const SHIPPING_MAX_QUANTITY = 10_000;

const BodyIdSchema = z.number().int().positive().max(2_147_483_647);

const PartySchema = z.object({ id: z.number().int(), name: z.string(), last_name: z.string() });

/** A shipment as lists show it, with its totals. */
export const ShippingSchema = z.object({
  id: z.number().int(),
  client: PartySchema,
  supplier: PartySchema,
  status: z.enum(SHIPPING_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  paid_at: z.string().nullable(),
  notes: z.string().nullable(),
  orders_count: z.number().int(),
  /** Units, not lines: the sum of the quantities. */
  items_count: z.number().int(),
  total_cents: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shipping = z.infer<typeof ShippingSchema>;

export const ShippingItemSchema = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    sku: z.string().nullable(),
    images: z.array(z.string()),
  }),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  subtotal_cents: z.number().int(),
});
export type ShippingItem = z.infer<typeof ShippingItemSchema>;

export const ShippingOrderSchema = z.object({
  id: z.number().int(),
  recipient: z.object({
    name: z.string(),
    document: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  address: z.object({
    postcode: z.string(),
    address: z.string(),
    number: z.string(),
    complement: z.string().nullable(),
    state: z.string(),
    city: z.string(),
    district: z.string(),
  }),
  tracking_code: z.string().nullable(),
  carrier: z.string().nullable(),
  items: z.array(ShippingItemSchema),
  items_count: z.number().int(),
  total_cents: z.number().int(),
  created_at: z.string(),
});
export type ShippingOrder = z.infer<typeof ShippingOrderSchema>;

/**
 * One status or payment change. `by` is 'system' for an automatic change (a reservation that expired
 * unpaid), null when the author's account no longer exists.
 */
export const ShippingHistoryEntrySchema = z.object({
  at: z.string(),
  by: z.union([z.object({ id: z.number().int(), name: z.string() }), z.literal('system')]).nullable(),
  field: z.enum(['status', 'payment_status']),
  from: z.string().nullable(),
  to: z.string(),
  note: z.string().nullable(),
});
export type ShippingHistoryEntry = z.infer<typeof ShippingHistoryEntrySchema>;

export const ShippingDetailSchema = ShippingSchema.extend({
  orders: z.array(ShippingOrderSchema),
  history: z.array(ShippingHistoryEntrySchema),
});
export type ShippingDetail = z.infer<typeof ShippingDetailSchema>;

export const SHIPPING_SORT_FIELDS = ['id', 'created_at', 'status'] as const;
export const ShippingListQuerySchema = paginateRequestSchema(
  SHIPPING_SORT_FIELDS,
  z.strictObject({
    status: z.enum(SHIPPING_STATUSES).optional(),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
    client_id: BodyIdSchema.optional(),
    supplier_id: BodyIdSchema.optional(),
  }),
);
export type ShippingListQuery = z.input<typeof ShippingListQuerySchema>;

/** The spec's wrapper: `{result:{shippings, paginate}}`. */
export const ShippingListSchema = z.object({
  result: z.object({ shippings: z.array(ShippingSchema), paginate: PaginateMetaSchema }),
});
export type ShippingList = z.infer<typeof ShippingListSchema>;

const RecipientInputSchema = z.strictObject({
  name: NameSchema,
  document: DocumentSchema,
  phone: PhoneSchema.nullish(),
  email: EmailSchema.nullish(),
});

export const ShippingItemInputSchema = z.strictObject({
  product_id: BodyIdSchema,
  quantity: z
    .number()
    .int()
    .min(1, { error: 'A quantidade deve ser pelo menos 1.' })
    .max(SHIPPING_MAX_QUANTITY),
});

const orderFields = {
  recipient: RecipientInputSchema,
  address: z.strictObject(AddressSchema.shape),
  items: z
    .array(ShippingItemInputSchema)
    .min(1, { error: 'Informe ao menos um item.' })
    .max(SHIPPING_MAX_ITEMS, { error: `No máximo ${SHIPPING_MAX_ITEMS} itens por pedido.` }),
};

/** One package to one recipient, as a client sends it. */
export const ShippingOrderInputSchema = z.strictObject(orderFields);
export type ShippingOrderInput = z.input<typeof ShippingOrderInputSchema>;

export const ShippingCreateSchema = z.strictObject({
  orders: z
    .array(ShippingOrderInputSchema)
    .min(1, { error: 'Informe ao menos um pedido.' })
    .max(SHIPPING_MAX_ORDERS, { error: `No máximo ${SHIPPING_MAX_ORDERS} pedidos por envio.` }),
  notes: optionalText(2000),
});
export type ShippingCreate = z.input<typeof ShippingCreateSchema>;

/** POST /v1/shippings: one shipment per supplier, the first is where the UI goes next. */
export const ShippingCreateResponseSchema = z.object({
  result: z.object({ shippings: z.array(ShippingDetailSchema) }),
});
export type ShippingCreateResponse = z.infer<typeof ShippingCreateResponseSchema>;

export const ShippingResponseSchema = z.object({ result: z.object({ shipping: ShippingDetailSchema }) });
export type ShippingResponse = z.infer<typeof ShippingResponseSchema>;

export const ShippingUpdateSchema = z
  .strictObject({
    status: z.enum(SHIPPING_STATUSES).optional(),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
    notes: optionalText(2000),
    /** Kept on the history entries this change creates. */
    note: optionalText(500),
    orders: z
      .array(
        z.strictObject({
          id: BodyIdSchema,
          tracking_code: optionalText(60),
          carrier: optionalText(60),
        }),
      )
      .max(SHIPPING_MAX_ORDERS)
      .optional(),
  })
  .refine((data) => Object.values(data).some((v) => v !== undefined), {
    error: 'Informe ao menos um campo para alterar.',
  });
export type ShippingUpdate = z.input<typeof ShippingUpdateSchema>;
export const ShippingUpdateRequestSchema = z.strictObject({ data: ShippingUpdateSchema });

/** POST /v1/shipping-orders: one more order for a pending shipment. */
export const ShippingOrderCreateSchema = z.strictObject({ shipping_id: BodyIdSchema, ...orderFields });
export type ShippingOrderCreate = z.input<typeof ShippingOrderCreateSchema>;
export const ShippingOrderCreateResponseSchema = z.object({
  result: z.object({ shipping_id: z.number().int() }),
});
export type ShippingOrderCreateResponse = z.infer<typeof ShippingOrderCreateResponseSchema>;
