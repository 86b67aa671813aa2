import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  FunctionField,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
  WrapperField,
} from 'react-admin';
import type { Content } from '@ponte/shared';
import { formatDate } from '@ponte/shared/i18n';
import { ListPagination } from '../layout/list-pagination.tsx';
import { ConsoleList, RowEditButton, RowShowButton } from '../layout/list-state.tsx';
import { audienceChoices, publishedChoices } from './content-choices.ts';

const contentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="published" source="published" label="Situação" choices={publishedChoices} />,
  <SelectInput key="audience" source="audience" label="Para quem" choices={audienceChoices} />,
  <TextInput key="category" source="category" label="Categoria" />,
];

/** All content, drafts included; a row opens the preview. */
export function ContentList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <ConsoleList
      filters={contentFilters}
      sort={{ field: 'position', order: 'ASC' }}
      exporter={false}
      pagination={<ListPagination />}
    >
      {phone ? (
        <SimpleList<Content>
          primaryText={(content) => content.title}
          secondaryText={(content) =>
            translate(audienceChoices.find((choice) => choice.id === content.audience)?.name ?? '')
          }
          tertiaryText={(content) => translate(content.published ? 'Publicado' : 'Rascunho')}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="title" label="Título" />
          <TextField source="category" label="Categoria" emptyText="—" />
          <SelectField source="audience" label="Para quem" choices={audienceChoices} />
          <BooleanField source="published" label="Publicado" />
          <NumberField source="position" label="Posição" />
          <FunctionField<Content>
            label="Atualizado em"
            sortBy="updated_at"
            render={(content) => formatDate(content.updated_at)}
          />
          <WrapperField label="Ações" textAlign="right">
            <RowShowButton />
            <RowEditButton />
          </WrapperField>
        </Datagrid>
      )}
    </ConsoleList>
  );
}
