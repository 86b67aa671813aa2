import type { Role } from '@ponte/shared';

/** Catalog phrases naming each role in the interface. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  supplier: 'Fornecedor',
  client: 'Cliente',
};
