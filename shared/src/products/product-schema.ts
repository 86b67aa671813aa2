import { z } from 'zod';
import { MessageSchema } from '../http/error-schema.ts';
import { PaginateMetaSchema, paginateRequestSchema } from '../http/paginate-schema.ts';
import { centsField } from '../validation/error-map.ts';

export * from './product-labels.ts';
import { PRODUCT_SOURCES, PRODUCT_STATUSES } from './product-labels.ts';
export const PRODUCT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ProductExportFormat = (typeof PRODUCT_EXPORT_FORMATS)[number];

/** Most products a single mark-unmark call may toggle. */
export const MARK_UNMARK_MAX = 500;

/** A product as the API shows it (docs/domain-rules.md#products); `marked` and `sale_price_cents` only for clients. */
export const ProductSchema = z.object({
  id: z.number().int(),
  supplier_id: z.number().int(),
  external_id: z.string().nullable(),
  source: z.enum(PRODUCT_SOURCES),
  sku: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  short_description: z.string().nullable(),
  gtin: z.string().nullable(),
  price_cents: z.number().int(),
  suggested_price_cents: z.number().int().nullable(),
  stock: z.number().int(),
  reserved: z.number().int(),
  /** stock − reserved, never below 0. */
  available: z.number().int(),
  weight_grams: z.number().int().nullable(),
  width_cm: z.number().nullable(),
  height_cm: z.number().nullable(),
  depth_cm: z.number().nullable(),
  images: z.array(z.string()),
  category: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  synced_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  marked: z.boolean().optional(),
  sale_price_cents: z.number().int().nullable().optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/** Ids in JSON bodies are numbers: no coercion, so `true` or "1" are refused rather than guessed. */
const BodyIdSchema = z.number().int().positive().max(2_147_483_647);
/** Centavos; the cap keeps every sum of prices inside the database's integer. */
const CentsSchema = centsField(1_000_000_000);
const MeasureSchema = z.number().min(0).max(100_000);

/** PostgreSQL cannot store a NUL in text: refused here as a field error, never met as a database failure. */
const withoutNul = <S extends z.ZodString>(schema: S) =>
  schema.refine((v) => !v.includes('\u0000'), { error: 'O texto contém um caractere inválido.' });
const text = (max: number) => withoutNul(z.string().trim().max(max));
/** Optional text: "" and null both clear the field. */
const nullableText = (max: number) =>
  text(max)
    .nullable()
    .transform((v) => v || null);

/** GTIN-8/12/13/14 with its GS1 check digit. */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const GtinSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidGtin(v), { error: 'GTIN inválido: informe 8, 12, 13 ou 14 dígitos válidos.' })
  .nullable()
  .transform((v) => v || null);

const ImageUrlSchema = z
  .url({ protocol: /^https$/, error: 'Informe um endereço https válido.' })
  .max(2000)
  .refine((v) => !v.includes('\u0000'), { error: 'Informe um endereço https válido.' });

const productFields = {
  name: text(200).min(1, { error: 'Campo obrigatório.' }),
  description: nullableText(20_000),
  short_description: nullableText(500),
  sku: nullableText(60),
  gtin: GtinSchema,
  price_cents: CentsSchema,
  suggested_price_cents: CentsSchema.nullable(),
  stock: z.number().int().min(0).max(10_000_000),
  weight_grams: z.number().int().min(0).max(10_000_000).nullable(),
  width_cm: MeasureSchema.nullable(),
  height_cm: MeasureSchema.nullable(),
  depth_cm: MeasureSchema.nullable(),
  images: z.array(ImageUrlSchema).max(20),
  category: nullableText(120),
  status: z.enum(PRODUCT_STATUSES),
};

/** POST /v1/products (suppliers, `source: 'manual'`): name and price are required. */
export const ProductCreateSchema = z.strictObject(productFields).partial().required({ name: true, price_cents: true });
export type ProductCreate = z.input<typeof ProductCreateSchema>;

/** PUT /v1/products/{id} body is `{ data: … }`; every field optional. */
export const ProductUpdateSchema = z.strictObject(productFields).partial();
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;
export const ProductUpdateRequestSchema = z.strictObject({ data: ProductUpdateSchema });

export const ProductFilterSchema = z
  .strictObject({
    supplier_id: BodyIdSchema,
    /** Clients only: their selection (true) or the rest of the catalogue (false). */
    marked: z.boolean(),
    /** Admins only: the products in this client's selection. */
    selected_by: BodyIdSchema,
    /** available > 0 (true) or not (false). */
    in_stock: z.boolean(),
    status: z.enum(PRODUCT_STATUSES),
    min_price_cents: CentsSchema,
    max_price_cents: CentsSchema,
    category: text(120).min(1),
  })
  .partial()
  .refine((f) => f.min_price_cents === undefined || f.max_price_cents === undefined || f.min_price_cents <= f.max_price_cents, {
    error: 'O preço máximo deve ser maior ou igual ao mínimo.',
    path: ['max_price_cents'],
  });
export type ProductFilter = z.infer<typeof ProductFilterSchema>;

export const PRODUCT_SORT_FIELDS = ['id', 'name', 'price_cents', 'stock', 'created_at'] as const;
export const ProductListQuerySchema = paginateRequestSchema(PRODUCT_SORT_FIELDS, ProductFilterSchema);
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

export const ProductListSchema = z.object({
  products: z.array(ProductSchema),
  paginate: PaginateMetaSchema,
});
export type ProductList = z.infer<typeof ProductListSchema>;

/** One id, or a list: a list is marked entirely if any of it is unmarked, else unmarked entirely. */
export const MarkUnmarkRequestSchema = z
  .strictObject({
    product_id: BodyIdSchema,
    product_ids: z.array(BodyIdSchema).min(1).max(MARK_UNMARK_MAX),
  })
  .partial()
  .refine((b) => (b.product_id === undefined) !== (b.product_ids === undefined), {
    error: 'Informe product_id ou product_ids (apenas um deles).',
    path: ['product_id'],
  });
export type MarkUnmarkRequest = z.input<typeof MarkUnmarkRequestSchema>;

export const MarkUnmarkResponseSchema = MessageSchema.extend({ marked: z.boolean() });
export type MarkUnmarkResponse = z.infer<typeof MarkUnmarkResponseSchema>;

export const SetPriceRequestSchema = z.strictObject({
  product_id: BodyIdSchema,
  sale_price_cents: CentsSchema,
});
export type SetPriceRequest = z.input<typeof SetPriceRequestSchema>;

export const SetPriceResponseSchema = MessageSchema.extend({ product: ProductSchema });
export type SetPriceResponse = z.infer<typeof SetPriceResponseSchema>;

export const ProductDownloadRequestSchema = z.strictObject({
  format: z.enum(PRODUCT_EXPORT_FORMATS),
  search: text(200).optional(),
  filter: ProductFilterSchema.optional(),
});
export type ProductDownloadRequest = z.input<typeof ProductDownloadRequestSchema>;
