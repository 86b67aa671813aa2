import { Create, SimpleForm } from 'react-admin';
import { ContentInputs } from './content-inputs.tsx';

const defaults = { audience: 'all', published: false, position: 0, body: '' };

/** New content; the spec lands on the content list afterwards (product-spec §2). */
export function ContentCreate() {
  return (
    <Create title="Novo conteúdo" redirect="list">
      <SimpleForm noValidate defaultValues={defaults} warnWhenUnsavedChanges>
        <ContentInputs />
      </SimpleForm>
    </Create>
  );
}
