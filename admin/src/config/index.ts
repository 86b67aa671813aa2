import { lazy } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ConfigValue } from '@ponte/shared';

/** The `config` resource: the API's is_config values (secrets masked, write-only). */
export const config = {
  list: lazy(() => import('./config-list.tsx').then((m) => ({ default: m.ConfigList }))),
  edit: lazy(() => import('./config-edit.tsx').then((m) => ({ default: m.ConfigEdit }))),
  icon: SettingsIcon,
  recordRepresentation: (record: ConfigValue) => record.name,
};
