import { useMediaQuery, type Theme } from '@mui/material';
import {
  DatagridConfigurable,
  FilterButton,
  FunctionField,
  NumberField,
  ReferenceField,
  SelectColumnsButton,
  SelectField,
  SimpleList,
  TextField,
  TopToolbar,
  WrapperField,
} from 'react-admin';
import { DateField } from '../layout/date-field.tsx';
import { useMoney } from '../layout/use-money.ts';
import { fullName, PER_PAGE_DEFAULT, type Product, type User } from '@ponte/shared';
import { ProductBulkActions } from './product-bulk-actions.tsx';
import { productStatusChoices } from './product-choices.ts';
import { ProductExportButton } from './product-export-button.tsx';
import { productFilters } from './product-filters.tsx';
import { ListPagination } from '../layout/list-pagination.tsx';
import { ConsoleList, RowEditButton } from '../layout/list-state.tsx';

function ProductActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <SelectColumnsButton />
      <ProductExportButton format="csv" />
      <ProductExportButton format="xlsx" />
    </TopToolbar>
  );
}

/** Every supplier's products (admins see all); suppliers create them, admins edit and remove. */
export function ProductList() {
  const money = useMoney();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <ConsoleList
      filters={productFilters}
      actions={<ProductActions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={PER_PAGE_DEFAULT}
      pagination={<ListPagination />}
      exporter={false}
    >
      {phone ? (
        <SimpleList<Product>
          primaryText={(product) => product.name}
          secondaryText={(product) => money(product.price_cents)}
          tertiaryText={(product) => product.sku ?? ''}
          linkType="edit"
        />
      ) : (
        <DatagridConfigurable rowClick="edit" bulkActionButtons={<ProductBulkActions />}>
          <TextField source="id" />
          <TextField source="name" />
          <TextField source="sku" emptyText="—" sortable={false} />
          <ReferenceField source="supplier_id" reference="clients" link="show" sortable={false}>
            <FunctionField<User> render={(user) => fullName(user)} />
          </ReferenceField>
          <FunctionField<Product> source="price_cents" render={(product) => money(product.price_cents)} />
          <NumberField source="stock" locales="pt-BR" />
          <NumberField source="available" locales="pt-BR" sortable={false} />
          <SelectField source="status" choices={productStatusChoices} sortable={false} />
          <DateField source="updated_at" sortable={false} />
          <WrapperField label="Ações" textAlign="right">
            <RowEditButton />
          </WrapperField>
        </DatagridConfigurable>
      )}
    </ConsoleList>
  );
}
