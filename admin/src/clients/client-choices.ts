import type { SubscriptionStatus } from '@ponte/shared';

/** Choice names are catalog phrases: react-admin translates them. */
export const roleChoices = [
  { id: 'admin', name: 'Administrador' },
  { id: 'supplier', name: 'Fornecedor' },
  { id: 'client', name: 'Cliente' },
];

export const subscriptionChoices: { id: SubscriptionStatus; name: string }[] = [
  { id: 'active', name: 'Ativa' },
  { id: 'trialing', name: 'Em teste' },
  { id: 'pending', name: 'Pendente' },
  { id: 'cancelled', name: 'Cancelada' },
  { id: 'expired', name: 'Expirada' },
  { id: 'none', name: 'Sem assinatura' },
];
