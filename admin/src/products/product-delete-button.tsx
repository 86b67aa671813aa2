import { useState } from 'react';
import { useDelete, useRecordContext, useRedirect, useResourceContext } from 'react-admin';
import type { Product } from '@ponte/shared';
import type { DialogMessage } from './message-dialog.tsx';
import { deleteFailure } from './product-delete-messages.ts';
import { RemoveButton } from './remove-button.tsx';

/**
 * Removes a product with the spec's dialogs: a confirmation, then "Produto removido" (and the list)
 * or why it could not be removed (409 when a selection or a shipment refers to it).
 */
export function ProductDeleteButton() {
  const record = useRecordContext<Product>();
  const resource = useResourceContext();
  const redirect = useRedirect();
  const [deleteOne, { isPending }] = useDelete();
  const [removed, setRemoved] = useState(false);
  if (!record) return null;

  const remove = (settle: (message: DialogMessage) => void) =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setRemoved(true);
          settle({ title: 'Produto removido' });
        },
        onError: (error) => settle(deleteFailure(error)),
      },
    );

  return (
    <RemoveButton
      pending={isPending}
      title="Remover produto"
      content="Deseja remover o produto “%{name}”?"
      contentTranslateOptions={{ name: record.name }}
      onConfirm={remove}
      onClosed={() => {
        if (removed) redirect('list', resource);
      }}
    />
  );
}
