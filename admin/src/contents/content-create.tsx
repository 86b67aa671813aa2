import { Create, SimpleForm } from 'react-admin';
import { ContentInputs } from './content-inputs.tsx';

const defaults = { audience: 'all', published: false, position: 0, body: '' };

/** New content; the spec lands on the content list afterwards (docs/product.md#navigation-after-actions). */
export function ContentCreate() {
  return (
    <Create title="Novo conteúdo" redirect="list">
      <SimpleForm noValidate defaultValues={defaults} warnWhenUnsavedChanges>
        <ContentInputs />
      </SimpleForm>
    </Create>
  );
}
