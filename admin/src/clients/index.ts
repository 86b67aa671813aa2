import PeopleIcon from '@mui/icons-material/People';
import type { User } from '@ponte/shared';
import { ClientList } from './client-list.tsx';

/** The `clients` resource: the API's users (POST /v1/users/paginate answers `clients`). */
export const clients = {
  list: ClientList,
  icon: PeopleIcon,
  recordRepresentation: (record: User) => `${record.name} ${record.last_name}`.trim(),
};
