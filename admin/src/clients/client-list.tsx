import {
  Datagrid,
  DateField,
  EmailField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useLocaleState,
} from 'react-admin';
import { PER_PAGE_DEFAULT } from '@ponte/shared';

export const roleChoices = [
  { id: 'admin', name: 'Administrador' },
  { id: 'supplier', name: 'Fornecedor' },
  { id: 'client', name: 'Cliente' },
];

export const subscriptionChoices = [
  { id: 'active', name: 'Ativa' },
  { id: 'trialing', name: 'Em teste' },
  { id: 'cancelled', name: 'Cancelada' },
  { id: 'pending', name: 'Pendente' },
  { id: 'expired', name: 'Expirada' },
  { id: 'none', name: 'Sem assinatura' },
];

const clientFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput
    key="subscription"
    source="subscription"
    label="resources.clients.fields.subscription.status"
    choices={subscriptionChoices}
  />,
];

/** Users of every role (the spec's "Clientes"); sortable only by the fields the API sorts by. */
export function ClientList() {
  const [locale] = useLocaleState();
  return (
    <List
      filters={clientFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={PER_PAGE_DEFAULT}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="last_name" sortable={false} />
        <EmailField source="email" />
        <SelectField source="role" choices={roleChoices} />
        <SelectField source="subscription.status" choices={subscriptionChoices} sortable={false} />
        <DateField source="created_at" locales={locale} />
      </Datagrid>
    </List>
  );
}
