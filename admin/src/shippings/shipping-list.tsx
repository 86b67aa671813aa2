import { Box, Divider, useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  DatagridConfigurable,
  ExportButton,
  FilterButton,
  FunctionField,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectColumnsButton,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  WrapperField,
  useTranslate,
} from 'react-admin';
import { DateField } from '../layout/date-field.tsx';
import { useMoney } from '../layout/use-money.ts';
import {
  fullName,
  PER_PAGE_DEFAULT,
  SHIPPING_STATUS_LABELS,
  type Shipping,
  type User,
} from '@ponte/shared';
import { paymentChoices, statusChoices } from './shipping-choices.ts';
import { useShippingExporter } from './shipping-export.ts';
import { ShippingStatusTabs } from './shipping-status-tabs.tsx';
import { ListPagination } from '../layout/list-pagination.tsx';
import { ConsoleList, RowShowButton } from '../layout/list-state.tsx';

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

/** The phone's query: below it the rows are a list of links and the column chooser has no columns. */
const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/** Filters, the column chooser (wide screens) and the CSV export of what the filters select. */
function ShippingActions() {
  const phone = usePhone();
  return (
    <TopToolbar>
      <FilterButton />
      {phone ? null : <SelectColumnsButton />}
      <ExportButton />
    </TopToolbar>
  );
}

function ShippingRows() {
  const money = useMoney();
  const translate = useTranslate();
  const phone = usePhone();
  if (phone) {
    // Each row is a link to the shipment: reachable by keyboard, and no column to scroll sideways to.
    return (
      <SimpleList<Shipping>
        primaryText={(s) => translate('Remessa #%{id}', { id: s.id })}
        secondaryText={(s) => `${partyName(s.client)} → ${partyName(s.supplier)}`}
        tertiaryText={(s) => translate(SHIPPING_STATUS_LABELS[s.status])}
        rowClick="show"
      />
    );
  }
  return (
    <DatagridConfigurable rowClick="show" bulkActionButtons={false}>
      <TextField source="id" />
      <FunctionField<Shipping> source="client" render={(s) => partyName(s.client)} sortable={false} />
      <FunctionField<Shipping> source="supplier" render={(s) => partyName(s.supplier)} sortable={false} />
      <SelectField source="status" choices={statusChoices} />
      <SelectField source="payment_status" choices={paymentChoices} sortable={false} />
      <NumberField source="orders_count" sortable={false} />
      <NumberField source="items_count" sortable={false} />
      <FunctionField<Shipping>
        source="total_cents"
        render={(s) => money(s.total_cents)}
        sortable={false}
      />
      <DateField source="created_at" showTime />
      {/* A click on the row is not reachable by keyboard: this link is, and says which shipment. */}
      <WrapperField label="Ações" textAlign="right">
        <RowShowButton />
      </WrapperField>
    </DatagridConfigurable>
  );
}

/**
 * Every shipment (the spec's "Remessa"), by status tab; newest first. Loading and failed loads as every
 * console list shows them (ConsoleList: a progress bar, an error with a retry).
 */
export function ShippingList() {
  const exporter = useShippingExporter();
  return (
    <ConsoleList
      filters={shippingFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={PER_PAGE_DEFAULT}
      pagination={<ListPagination />}
      actions={<ShippingActions />}
      exporter={exporter}
    >
      {/* Width 0 but at least the card's: the five tabs scroll inside it instead of widening the page. */}
      <Box sx={{ width: 0, minWidth: '100%' }}>
        <ShippingStatusTabs />
      </Box>
      <Divider />
      <ShippingRows />
    </ConsoleList>
  );
}
