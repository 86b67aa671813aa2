import { Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin';
import { ClientInputs } from './client-inputs.tsx';
import { DeactivateClientButton } from './deactivate-client-button.tsx';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeactivateClientButton />
    </Toolbar>
  );
}

/** Pessimistic, so the API's field errors land on the inputs before anything is shown as saved. */
export function ClientEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      actions={
        <TopToolbar>
          <ShowButton />
        </TopToolbar>
      }
    >
      <SimpleForm noValidate toolbar={<EditToolbar />} warnWhenUnsavedChanges>
        <ClientInputs />
      </SimpleForm>
    </Edit>
  );
}
