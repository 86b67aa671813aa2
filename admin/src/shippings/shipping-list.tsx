import { Divider, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import {
  formatBRL,
  fullName,
  PER_PAGE_DEFAULT,
  SHIPPING_STATUS_LABELS,
  type Shipping,
  type User,
} from '@ponte/shared';
import { paymentChoices, statusChoices } from './shipping-choices.ts';
import { ShippingStatusTabs } from './shipping-status-tabs.tsx';
import { ListPagination } from '../layout/list-pagination.tsx';

const partyName = (party: Shipping['client']) => `${party.name} ${party.last_name}`.trim();

const shippingFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="payment_status" source="payment_status" choices={paymentChoices} alwaysOn />,
  <ReferenceInput key="supplier_id" source="supplier_id" reference="clients" filter={{ role: 'supplier' }}>
    <AutocompleteInput
      label="Fornecedor"
      optionText={(user: User) => fullName(user)}
      filterToQuery={(q: string) => ({ q })}
    />
  </ReferenceInput>,
  <ReferenceInput key="client_id" source="client_id" reference="clients" filter={{ role: 'client' }}>
    <AutocompleteInput
      label="Cliente"
      optionText={(user: User) => fullName(user)}
      filterToQuery={(q: string) => ({ q })}
    />
  </ReferenceInput>,
];

function ShippingRows() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <SimpleList<Shipping>
        primaryText={(s) => translate('Remessa #%{id}', { id: s.id })}
        secondaryText={(s) => `${partyName(s.client)} → ${partyName(s.supplier)}`}
        tertiaryText={(s) => translate(SHIPPING_STATUS_LABELS[s.status])}
        linkType="show"
      />
    );
  }
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="id" />
      <FunctionField<Shipping> source="client" render={(s) => partyName(s.client)} sortable={false} />
      <FunctionField<Shipping> source="supplier" render={(s) => partyName(s.supplier)} sortable={false} />
      <SelectField source="status" choices={statusChoices} />
      <SelectField source="payment_status" choices={paymentChoices} sortable={false} />
      <NumberField source="orders_count" sortable={false} />
      <NumberField source="items_count" sortable={false} />
      <FunctionField<Shipping>
        source="total_cents"
        render={(s) => formatBRL(s.total_cents)}
        sortable={false}
      />
      <DateField source="created_at" locales={locale} showTime />
    </Datagrid>
  );
}

/** Every shipment (the spec's "Remessa"), by status tab; newest first. */
export function ShippingList() {
  return (
    <List
      filters={shippingFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={PER_PAGE_DEFAULT}
      pagination={<ListPagination />}
      exporter={false}
    >
      <ShippingStatusTabs />
      <Divider />
      <ShippingRows />
    </List>
  );
}
