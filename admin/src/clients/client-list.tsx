import PersonOffIcon from '@mui/icons-material/PersonOff';
import PersonIcon from '@mui/icons-material/Person';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  DatagridConfigurable,
  EmailField,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  SelectColumnsButton,
  TextField,
  TopToolbar,
  FilterButton,
  WrapperField,
  useTranslate,
} from 'react-admin';
import { DateField } from '../layout/date-field.tsx';
import {
  formatDocument,
  formatOptional,
  formatPhone,
  fullName,
  PER_PAGE_DEFAULT,
  type User,
} from '@ponte/shared';
import { formatDate } from '@ponte/shared/i18n';
import { roleChoices, subscriptionChoices } from './client-choices.ts';
import { FormattedField } from '../inputs/brazilian-inputs.tsx';
import { BulkActionButton } from '../layout/bulk-action-button.tsx';
import { CsvExportButton, type CsvColumn } from '../layout/csv-export.tsx';
import { ListPagination } from '../layout/list-pagination.tsx';
import { ConsoleList, RowEditButton, RowShowButton } from '../layout/list-state.tsx';

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

const labelOf = (choices: { id: string; name: string }[], id: string, translate: (p: string) => string) =>
  translate(choices.find((choice) => choice.id === id)?.name ?? id);

/** The export: what the table shows and what an admin mails or reconciles (document, phone, city). */
const clientColumns: CsvColumn<User>[] = [
  { header: 'ID', value: (user) => user.id },
  { header: 'Nome', value: (user) => user.name },
  { header: 'Sobrenome', value: (user) => user.last_name },
  { header: 'E-mail', value: (user) => user.email },
  { header: 'Tipo de conta', value: (user, t) => labelOf(roleChoices, user.role, t) },
  { header: 'CPF ou CNPJ', value: (user) => formatOptional(formatDocument, user.document) },
  { header: 'Telefone', value: (user) => formatOptional(formatPhone, user.phone) },
  { header: 'Cidade', value: (user) => user.city },
  { header: 'UF', value: (user) => user.state },
  { header: 'Assinatura', value: (user, t) => labelOf(subscriptionChoices, user.subscription.status, t) },
  { header: 'Situação', value: (user, t) => t(user.active ? 'Ativo' : 'Inativo') },
  { header: 'Cadastro', value: (user) => formatDate(user.created_at) },
];

function ClientActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <SelectColumnsButton />
      <CsvExportButton file="clientes" columns={clientColumns} />
      <CreateButton />
    </TopToolbar>
  );
}

/** Deactivating many accounts at once (PUT `active: false` each: their sessions end), and undoing it. */
function ClientBulkActions() {
  return (
    <>
      <BulkActionButton
        label="Reativar"
        icon={<PersonIcon />}
        data={{ active: true }}
        confirmTitle="Reativar as contas selecionadas?"
        confirmContent="%{count} contas voltam a entrar no sistema."
        confirm="Reativar"
        success="Contas reativadas: %{count}."
        partial="%{done} de %{total} reativadas; %{failed} falharam: %{reasons}"
      />
      <BulkActionButton
        label="Desativar"
        icon={<PersonOffIcon />}
        data={{ active: false }}
        confirmTitle="Desativar as contas selecionadas?"
        confirmContent="%{count} contas deixam de entrar no sistema e suas sessões são encerradas. Os dados delas são mantidos."
        confirm="Desativar"
        success="Contas desativadas: %{count}."
        partial="%{done} de %{total} desativadas; %{failed} falharam: %{reasons}"
        danger
      />
    </>
  );
}

/** Users of every role (the spec's "Clientes"): the API searches name, e-mail, CPF/CNPJ and phone (decision 046). */
export function ClientList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <ConsoleList
      filters={clientFilters}
      actions={<ClientActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={PER_PAGE_DEFAULT}
      pagination={<ListPagination />}
    >
      {phone ? (
        <SimpleList<User>
          primaryText={(user) => fullName(user)}
          secondaryText={(user) => user.email}
          tertiaryText={(user) => translate(roleChoices.find((c) => c.id === user.role)?.name ?? user.role)}
          linkType="show"
        />
      ) : (
        <DatagridConfigurable bulkActionButtons={<ClientBulkActions />} rowClick="show">
          <TextField source="name" />
          <TextField source="last_name" sortable={false} />
          <EmailField source="email" onClick={(event) => event.stopPropagation()} />
          <FormattedField kind="document" source="document" sortable={false} />
          <SelectField source="role" choices={roleChoices} />
          <SelectField source="subscription.status" choices={subscriptionChoices} sortable={false} />
          <BooleanField source="active" sortable={false} />
          <DateField source="created_at" />
          <WrapperField label="Ações" textAlign="right">
            <RowShowButton />
            <RowEditButton />
          </WrapperField>
        </DatagridConfigurable>
      )}
    </ConsoleList>
  );
}
