import { Create, SimpleForm } from 'react-admin';
import { ClientInputs } from './client-inputs.tsx';

/** After a client is created, the list (docs/product.md#navigation-after-actions, decision 019). */
export function ClientCreate() {
  return (
    <Create redirect="list">
      <SimpleForm noValidate defaultValues={{ role: 'client' }} warnWhenUnsavedChanges>
        <ClientInputs creating />
      </SimpleForm>
    </Create>
  );
}
