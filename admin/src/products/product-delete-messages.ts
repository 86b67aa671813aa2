import { HttpError } from 'react-admin';
import type { DialogMessage } from './message-dialog.tsx';

/** The spec's sentence for a product that cannot go (docs/product.md#messages). */
export const PRODUCT_IN_USE =
  'O produto pode estar vinculado a um cliente ou pedido e não pode ser removido.';

/** A refusal as the spec's dialog: a 409 is "in use"; anything else says what the API said. */
export function deleteFailure(error: unknown): DialogMessage {
  if (error instanceof HttpError && error.status === 409) return { title: 'Erro!', text: PRODUCT_IN_USE };
  return { title: 'Erro!', text: error instanceof Error ? error.message : 'ra.notification.http_error' };
}
