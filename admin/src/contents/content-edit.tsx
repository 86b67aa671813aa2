import { Edit, ShowButton, SimpleForm, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { Content } from '@ponte/shared';
import { ContentInputs } from './content-inputs.tsx';
import { SaveDeleteToolbar } from '../inputs/save-delete-toolbar.tsx';

export function ContentTitle() {
  const translate = useTranslate();
  const content = useRecordContext<Content>();
  return <>{translate('Conteúdo: %{title}', { title: content?.title ?? '' })}</>;
}

/**
 * Edits content. Saved, it opens the preview: the body as the API sanitised it is what readers get
 * (decision 023). Removed, back to the list (docs/product.md#navigation-after-actions).
 */
export function ContentEdit() {
  return (
    <Edit<Content>
      title={<ContentTitle />}
      mutationMode="pessimistic"
      redirect="show"
      actions={
        <TopToolbar>
          <ShowButton label="Pré-visualizar" />
        </TopToolbar>
      }
    >
      <SimpleForm
        // The API answers each field in Portuguese: no browser bubble in its own language.
        noValidate
        warnWhenUnsavedChanges
        toolbar={
          <SaveDeleteToolbar
            confirmTitle="Remover o conteúdo %{recordRepresentation}?"
            confirmContent="Ele sai do site na hora e não pode ser recuperado."
          />
        }
      >
        <ContentInputs />
      </SimpleForm>
    </Edit>
  );
}
