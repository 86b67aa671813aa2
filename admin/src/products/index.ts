import { lazy } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2';
import type { Product } from '@ponte/shared';

/** The `products` resource: every supplier's catalogue (suppliers create products, admins edit). */
export const products = {
  list: lazy(() => import('./product-list.tsx').then((m) => ({ default: m.ProductList }))),
  edit: lazy(() => import('./product-edit.tsx').then((m) => ({ default: m.ProductEdit }))),
  icon: InventoryIcon,
  recordRepresentation: (record: Product) => record.name,
};
