/** Stored statuses as the API shows them (`expired`: a paid period that has ended); phrase keys. */
export const subscriptionStatusChoices = [
  { id: 'pending', name: 'Pendente' },
  { id: 'active', name: 'Ativa' },
  { id: 'cancelled', name: 'Cancelada' },
  { id: 'expired', name: 'Expirada' },
];

export const subscriberRoleChoices = [
  { id: 'supplier', name: 'Fornecedor' },
  { id: 'client', name: 'Cliente' },
];

/** Chip colours by status: pending is the admin's to-do. */
export const statusColor = {
  pending: 'warning',
  active: 'success',
  cancelled: 'default',
  expired: 'default',
} as const;
