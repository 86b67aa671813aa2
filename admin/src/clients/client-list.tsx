import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  FilterButton,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { fullName, PER_PAGE_DEFAULT, type User } from '@ponte/shared';
import { roleChoices, subscriptionChoices } from './client-choices.ts';
import { ListPagination } from '../layout/list-pagination.tsx';

const clientFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
  <SelectInput
    key="subscription"
    source="subscription"
    label="Assinatura"
    choices={subscriptionChoices}
    alwaysOn
  />,
  <NullableBooleanInput key="active" source="active" />,
];

function ClientActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
    </TopToolbar>
  );
}

/** Users of every role (the spec's "Clientes"): the API searches name, e-mail and CPF/CNPJ. */
export function ClientList() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={clientFilters}
      actions={<ClientActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={PER_PAGE_DEFAULT}
      pagination={<ListPagination />}
      exporter={false}
    >
      {phone ? (
        <SimpleList<User>
          primaryText={(user) => fullName(user)}
          secondaryText={(user) => user.email}
          tertiaryText={(user) => translate(roleChoices.find((c) => c.id === user.role)?.name ?? user.role)}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TextField source="name" />
          <TextField source="last_name" sortable={false} />
          <EmailField source="email" onClick={(event) => event.stopPropagation()} />
          <SelectField source="role" choices={roleChoices} />
          <SelectField source="subscription.status" choices={subscriptionChoices} sortable={false} />
          <BooleanField source="active" sortable={false} />
          <DateField source="created_at" locales={locale} />
        </Datagrid>
      )}
    </List>
  );
}
