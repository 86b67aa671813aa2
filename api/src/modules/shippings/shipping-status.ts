import {
  SHIPPING_STATUS_LABELS,
  SHIPPING_TRANSITIONS,
  type PaymentStatus,
  type Role,
  type ShippingStatus,
} from '@ponte/shared';
import { conflict, forbidden } from '../../lib/errors.ts';

/**
 * Guards of a shipment change (docs/domain-rules.md#shipment-status). The steps and who may take them are
 * the shared table SHIPPING_TRANSITIONS, which the screens also read to offer their buttons.
 */
const label = (status: ShippingStatus) => SHIPPING_STATUS_LABELS[status];

/** Throws 403 for a change the role may never make, 409 for a step the machine or the role refuses. */
export function assertStatusChange(role: Role, from: ShippingStatus, to: ShippingStatus): void {
  // Advancing a shipment is the supplier's job: for a client that is a permission matter, not a state one.
  if (role === 'client' && to !== 'cancelled') throw forbidden();
  const allowed = SHIPPING_TRANSITIONS[from][to];
  if (!allowed) throw conflict(`Não é possível mudar a remessa de ${label(from)} para ${label(to)}.`);
  if (!allowed.includes(role)) {
    throw conflict(
      `Apenas o fornecedor ou um administrador pode mudar a remessa de ${label(from)} para ${label(to)}.`,
    );
  }
}

export function assertPaymentChange(role: Role, status: ShippingStatus, to: PaymentStatus): void {
  if (role === 'client') throw forbidden();
  if (to === 'paid' && status === 'cancelled') {
    throw conflict('Não é possível marcar como paga uma remessa cancelada.');
  }
  // Undoing a payment is a correction of the books, kept for admins.
  if (to === 'unpaid' && role !== 'admin') {
    throw conflict('Apenas um administrador pode desfazer o pagamento de uma remessa.');
  }
}

/** Notes are the client's message to the supplier: theirs while pending; admins may fix them any time. */
export function assertNotesChange(role: Role, status: ShippingStatus): void {
  if (role === 'supplier') throw forbidden();
  if (role === 'client' && status !== 'pending') {
    throw conflict('As observações só podem ser alteradas enquanto a remessa está pendente.');
  }
}

export function assertTrackingChange(role: Role, status: ShippingStatus): void {
  if (role === 'client') throw forbidden();
  if (status === 'cancelled') throw conflict('Não é possível informar o rastreio de uma remessa cancelada.');
}

/**
 * What a step does to the products: cancelling frees the reserved units, shipping turns the
 * reservation into consumption (the units have left the warehouse).
 */
export function stockEffect(to: ShippingStatus): 'release' | 'consume' | null {
  if (to === 'cancelled') return 'release';
  if (to === 'shipped') return 'consume';
  return null;
}
