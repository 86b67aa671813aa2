import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { SubscriptionListItem } from '@ponte/shared';

/**
 * The `subscriptions` resource: POST /v1/subscriptions/paginate, approve and cancel. Not a menu
 * entry of its own: reached from the Planos tabs (decision 022).
 */
export const subscriptions = {
  list: lazy(() => import('./subscription-list.tsx').then((m) => ({ default: m.SubscriptionList }))),
  icon: ReceiptLongIcon,
  recordRepresentation: (record: SubscriptionListItem) =>
    `${record.user.name} ${record.user.last_name} · ${record.plan.name}`,
};
