import { Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  SearchInput,
  SelectInput,
  SimpleList,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { BlingConnectionRow } from '@ponte/shared';
import { ListPagination } from '../layout/list-pagination.tsx';
import { ConsoleList } from '../layout/list-state.tsx';
import { connectionStates, formatDateTime } from './erp-choices.ts';
import { ConnectionCell, LastRunCell, ProgressCell, SupplierCell } from './erp-fields.tsx';

const stateChoices = Object.entries(connectionStates).map(([id, { name }]) => ({ id, name }));

const erpFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" label="Conexão" choices={stateChoices} alwaysOn />,
];

/**
 * Every supplier's Bling connection and last sync run (the spec's hidden ERP screen). Read-only:
 * connecting and syncing are the supplier's own actions.
 */
export function ErpList() {
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <ConsoleList
      title="ERP"
      filters={erpFilters}
      sort={{ field: 'supplier_name', order: 'ASC' }}
      exporter={false}
      pagination={<ListPagination />}
      actions={false}
      // The spec's message for an ERP list that does not load (docs/product.md#messages).
      queryOptions={{ onError: () => notify('Algo deu errado ao listar os ERPS.', { type: 'error' }) }}
      empty={false}
    >
      {phone ? (
        <SimpleList<BlingConnectionRow>
          primaryText={(row) => row.supplier_name}
          secondaryText={(row) => <ConnectionCell row={row} />}
          tertiaryText={(row) => <LastRunCell row={row} />}
          linkType={false}
          empty={<EmptyErp />}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false} empty={<EmptyErp />}>
          <FunctionField<BlingConnectionRow>
            label="Fornecedor"
            sortBy="supplier_name"
            render={(row) => <SupplierCell row={row} />}
          />
          <FunctionField<BlingConnectionRow>
            label="Conexão"
            sortBy="state"
            render={(row) => <ConnectionCell row={row} />}
          />
          <FunctionField<BlingConnectionRow>
            label="Conectado em"
            sortBy="connected_at"
            render={(row) => formatDateTime(row.connected_at)}
          />
          <FunctionField<BlingConnectionRow>
            label="Última sincronização"
            sortable={false}
            render={(row) => <LastRunCell row={row} />}
          />
          <FunctionField<BlingConnectionRow>
            label="Progresso"
            sortable={false}
            render={(row) => <ProgressCell row={row} />}
          />
        </Datagrid>
      )}
    </ConsoleList>
  );
}

function EmptyErp() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('Nenhum fornecedor conectou o Bling ainda.')}
    </Typography>
  );
}
