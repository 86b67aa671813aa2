import { Box } from '@mui/material';
import {
  DateField,
  Edit,
  FunctionField,
  Labeled,
  ReferenceField,
  SaveButton,
  SelectField,
  SimpleForm,
  TextField,
  Toolbar,
  useLocaleState,
} from 'react-admin';
import { fullName, type User } from '@ponte/shared';
import { productSourceChoices } from './product-choices.ts';
import { ProductDeleteButton } from './product-delete-button.tsx';
import { ProductInputs } from './product-inputs.tsx';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <ProductDeleteButton />
    </Toolbar>
  );
}

/** What the form does not change: whose product it is, where it came from, what is reserved. */
function ProductFacts() {
  const [locale] = useLocaleState();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
      <Labeled>
        <ReferenceField source="supplier_id" reference="clients" link="show">
          <FunctionField<User> render={(user) => fullName(user)} />
        </ReferenceField>
      </Labeled>
      <Labeled>
        <SelectField source="source" choices={productSourceChoices} />
      </Labeled>
      <Labeled>
        <TextField source="reserved" />
      </Labeled>
      <Labeled>
        <TextField source="available" />
      </Labeled>
      <Labeled>
        <DateField source="synced_at" locales={locale} showTime emptyText="—" />
      </Labeled>
    </Box>
  );
}

/** Pessimistic: the API's field errors (GTIN, images, prices) land on the inputs. */
export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm noValidate toolbar={<EditToolbar />} warnWhenUnsavedChanges>
        <ProductFacts />
        <ProductInputs />
      </SimpleForm>
    </Edit>
  );
}
