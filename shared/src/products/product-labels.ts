/** A product's statuses and sources and their names, without zod (the front ends import them as is). */
export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_SOURCES = ['bling', 'manual'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

/** Catalog phrases (a product is "Ativo", a subscription "Ativa"). */
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = { active: 'Ativo', inactive: 'Inativo' };
export const PRODUCT_SOURCE_LABELS: Record<ProductSource, string> = { bling: 'Bling', manual: 'Cadastro manual' };
