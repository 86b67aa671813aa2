import {
  AutocompleteInput,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from 'react-admin';
import { fullName, type User } from '@ponte/shared';
import { productStatusChoices } from './product-choices.ts';

/** The API's product filters: free text (name, SKU, GTIN), supplier, status and stock. */
export const productFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="supplier_id"
    source="supplier_id"
    reference="clients"
    filter={{ role: 'supplier' }}
    alwaysOn
  >
    <AutocompleteInput
      label="Fornecedor"
      optionText={(user: User) => fullName(user)}
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 240 }}
    />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={productStatusChoices} alwaysOn />,
  <NullableBooleanInput
    key="in_stock"
    source="in_stock"
    trueLabel="Com estoque"
    falseLabel="Sem estoque"
    nullLabel="Qualquer estoque"
    alwaysOn
  />,
];
