import { lazy } from 'react';
import SyncIcon from '@mui/icons-material/Sync';
import type { BlingConnectionRow } from '@ponte/shared';

/** The `erp` resource: GET /v1/bling/connections, read-only, at /admin/erp but not in the menu. */
export const erp = {
  list: lazy(() => import('./erp-list.tsx').then((m) => ({ default: m.ErpList }))),
  icon: SyncIcon,
  recordRepresentation: (record: BlingConnectionRow) => record.supplier_name,
};
