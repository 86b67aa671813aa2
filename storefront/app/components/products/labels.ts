import type { ProductStatus } from '@ponte/shared';

/** Catalog phrases for a product's status (a product is "Ativo", a subscription "Ativa"). */
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
};
