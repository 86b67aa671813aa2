import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  SearchInput,
  SimpleList,
  TextField,
  useNotify,
  useTranslate,
  WrapperField,
} from 'react-admin';
import type { ConfigValue } from '@ponte/shared';
import { ListPagination } from '../layout/list-pagination.tsx';
import { ConsoleList, RowEditButton } from '../layout/list-state.tsx';
import { ConfigValueField, configValueText } from './config-value-field.tsx';

const configFilters = [<SearchInput key="q" source="q" alwaysOn />];

/** The product's global settings (the API's is_config values); a row opens its edit form. */
export function ConfigList() {
  const notify = useNotify();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <ConsoleList
      filters={configFilters}
      sort={{ field: 'param_id', order: 'ASC' }}
      exporter={false}
      pagination={<ListPagination />}
      // The spec's message for a configuration list that does not load (docs/product.md#messages).
      queryOptions={{ onError: () => notify('Algo deu errado ao listar os config.', { type: 'error' }) }}
    >
      {phone ? (
        <SimpleList<ConfigValue & { id: number }>
          primaryText={(row) => row.name}
          secondaryText={(row) =>
            row.value && !row.secret && row.type !== 'boolean' ? row.value : translate(configValueText(row))
          }
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" label="Parâmetro" sortable={false} />
          <TextField source="description" label="Descrição" sortable={false} emptyText="—" />
          <FunctionField label="Valor" render={() => <ConfigValueField />} />
          <WrapperField label="Ações" textAlign="right">
            <RowEditButton />
          </WrapperField>
        </Datagrid>
      )}
    </ConsoleList>
  );
}
