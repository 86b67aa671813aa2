import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import {
  BulkUpdateButton,
  HttpError,
  useDeleteMany,
  useListContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { BulkActionButton } from '../layout/bulk-action-button.tsx';
import type { DialogMessage } from './message-dialog.tsx';
import { deleteFailure } from './product-delete-messages.ts';
import { RemoveButton } from './remove-button.tsx';

const SOME_REMOVED =
  'Foram removidos %{done} de %{total} produtos. Os demais podem estar vinculados a um cliente ou pedido e não podem ser removidos.';

/** Removes the selected products; those in use stay, and the dialog says how many went. */
function BulkDeleteProductsButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const resource = useResourceContext();
  const refresh = useRefresh();
  const [deleteMany, { isPending }] = useDeleteMany();

  const remove = (settle: (message: DialogMessage) => void) => {
    const done = (message: DialogMessage) => {
      settle(message);
      onUnselectItems();
      refresh();
    };
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => done({ title: 'Produtos removidos' }),
        onError: (error) => {
          // The data provider goes on past a refusal and says which ones it did remove.
          const removed =
            error instanceof HttpError ? ((error.body?.done as unknown[] | undefined)?.length ?? 0) : 0;
          done(
            removed > 0
              ? { title: 'Erro!', text: SOME_REMOVED, vars: { done: removed, total: selectedIds.length } }
              : deleteFailure(error),
          );
        },
      },
    );
  };

  return (
    <RemoveButton
      pending={isPending}
      title="Remover produtos"
      content="Remover os %{count} produtos selecionados?"
      contentTranslateOptions={{ count: selectedIds.length }}
      onConfirm={remove}
    />
  );
}

/** Bulk actions of the product list: activate, deactivate, remove. */
export function ProductBulkActions() {
  return (
    <>
      <BulkUpdateButton
        label="Ativar"
        data={{ status: 'active' }}
        mutationMode="pessimistic"
        icon={<ToggleOnIcon />}
      />
      <BulkActionButton
        label="Desativar"
        icon={<ToggleOffIcon />}
        data={{ status: 'inactive' }}
        confirmTitle="Desativar os produtos selecionados?"
        confirmContent="%{count} produtos deixam de aparecer no catálogo dos clientes. Você pode reativá-los depois."
        confirm="Desativar"
        success="Produtos desativados: %{count}."
        partial="%{done} de %{total} desativados; %{failed} falharam: %{reasons}"
        danger
      />
      <BulkDeleteProductsButton />
    </>
  );
}
