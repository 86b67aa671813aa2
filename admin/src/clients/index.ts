import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { User } from '@ponte/shared';

/** The `clients` resource: the API's users of every role (POST /v1/users/paginate answers `clients`). */
export const clients = {
  list: lazy(() => import('./client-list.tsx').then((m) => ({ default: m.ClientList }))),
  create: lazy(() => import('./client-create.tsx').then((m) => ({ default: m.ClientCreate }))),
  edit: lazy(() => import('./client-edit.tsx').then((m) => ({ default: m.ClientEdit }))),
  show: lazy(() => import('./client-show.tsx').then((m) => ({ default: m.ClientShow }))),
  icon: PeopleIcon,
  // Spelled out rather than the shared fullName(): this module loads with the app, which loads no zod.
  recordRepresentation: (record: User) => [record.name, record.last_name].filter(Boolean).join(' '),
};
