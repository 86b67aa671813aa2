import type { PaymentStatus, Role, ShippingStatus } from '@ponte/shared';

/*
 * Browser-safe copies of the shipment vocabulary: the shared originals live next to zod schemas, and the
 * '@ponte/shared' root would bring zod into the bundle. The phrases are catalog keys.
 */
export const STATUS_LABELS: Record<ShippingStatus, string> = {
  pending: 'Pendente',
  processing: 'Em processamento',
  shipped: 'Enviada',
  delivered: 'Entregue',
  cancelled: 'Cancelada',
};
export const PAYMENT_LABELS: Record<PaymentStatus, string> = { unpaid: 'Não paga', paid: 'Paga' };

export const STATUS_ORDER = Object.keys(STATUS_LABELS) as ShippingStatus[];

// prettier-ignore
export const UF_LIST = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR',
  'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;

/*
 * Which buttons to offer (decision 012's machine); the API checks every step again, so a stale page
 * only gets the server's 409 text.
 */
const NEXT_STATUS: Partial<Record<ShippingStatus, ShippingStatus>> = {
  pending: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
};

export function nextStatus(role: Role, status: ShippingStatus): ShippingStatus | undefined {
  return role === 'client' ? undefined : NEXT_STATUS[status];
}

export function canCancel(role: Role, status: ShippingStatus): boolean {
  if (status === 'pending') return true;
  return status === 'processing' && role !== 'client';
}
