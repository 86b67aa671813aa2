import { lazy } from 'react';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { Shipping } from '@ponte/shared';

/** The `shippings` resource (the spec's "Remessa"): every shipment, its status, payment and tracking. */
export const shippings = {
  list: lazy(() => import('./shipping-list.tsx').then((m) => ({ default: m.ShippingList }))),
  show: lazy(() => import('./shipping-show.tsx').then((m) => ({ default: m.ShippingShow }))),
  icon: LocalShippingIcon,
  recordRepresentation: (record: Shipping) => `#${record.id}`,
};
