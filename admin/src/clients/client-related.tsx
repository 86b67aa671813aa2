import {
  Datagrid,
  FunctionField,
  NumberField,
  Pagination,
  ReferenceManyField,
  SelectField,
  TextField,
  useTranslate,
} from 'react-admin';
import { DateField } from '../layout/date-field.tsx';
import { Typography } from '@mui/material';
import { useMoney } from '../layout/use-money.ts';
import { type Product, type Role, type Shipping } from '@ponte/shared';
import { paymentChoices, statusChoices } from '../shippings/shipping-choices.ts';
import { productStatusChoices } from '../products/product-choices.ts';

const partyName = (party: Shipping['client']) => `${party.name} ${party.last_name}`.trim();

/** The person's shipments: sent by a client, or addressed to a supplier. */
export function ClientShipments({ role }: { role: Role }) {
  const money = useMoney();
  const supplier = role === 'supplier';
  return (
    <ReferenceManyField
      reference="shippings"
      target={supplier ? 'supplier_id' : 'client_id'}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
    >
      <Datagrid bulkActionButtons={false} rowClick="show" empty={<EmptyText text="Nenhuma remessa ainda." />}>
        <TextField source="id" />
        <FunctionField<Shipping>
          label={supplier ? 'Cliente' : 'Fornecedor'}
          render={(shipping) => partyName(supplier ? shipping.client : shipping.supplier)}
        />
        <SelectField source="status" choices={statusChoices} />
        <SelectField source="payment_status" choices={paymentChoices} sortable={false} />
        <FunctionField<Shipping>
          source="total_cents"
          render={(s) => money(s.total_cents)}
          sortable={false}
        />
        <DateField source="created_at" />
      </Datagrid>
    </ReferenceManyField>
  );
}

/** A client's selection (marked products), or a supplier's own catalogue. */
export function ClientProducts({ role }: { role: Role }) {
  const money = useMoney();
  return (
    <ReferenceManyField
      reference="products"
      target={role === 'supplier' ? 'supplier_id' : 'selected_by'}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
    >
      <Datagrid bulkActionButtons={false} rowClick="edit" empty={<EmptyText text="Nenhum produto." />}>
        <TextField source="name" />
        <TextField source="sku" emptyText="—" sortable={false} />
        <FunctionField<Product> source="price_cents" render={(p) => money(p.price_cents)} />
        <NumberField source="available" locales="pt-BR" sortable={false} />
        <SelectField source="status" choices={productStatusChoices} sortable={false} />
      </Datagrid>
    </ReferenceManyField>
  );
}

function EmptyText({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ py: 1 }}>
      {translate(text)}
    </Typography>
  );
}
