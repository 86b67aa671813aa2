import { lazy, Suspense } from 'react';
import { Box, Skeleton } from '@mui/material';
import { BooleanInput, maxLength, required, SelectInput, TextInput } from 'react-admin';
import { IntegerInput } from '../inputs/integer-input.tsx';
import { audienceChoices } from './content-choices.ts';
import { InputRow } from '../plans/input-row.tsx';
import { TEXT_LIMITS } from '@ponte/shared/limits';

// tiptap is the heaviest widget of the console: it loads only when a content form opens.
const ContentBodyInput = lazy(() =>
  import('./content-body-input.tsx').then((m) => ({ default: m.ContentBodyInput })),
);

/** The inputs shared by the content create and edit forms (labels are phrase keys). */
export function ContentInputs() {
  return (
    <Box sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput
        source="title"
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.content.title } }}
        label="Título"
        validate={[required(), maxLength(200)]}
        fullWidth
      />
      <TextInput
        source="summary"
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.content.summary } }}
        label="Resumo"
        multiline
        minRows={2}
        validate={maxLength(500)}
        fullWidth
      />
      <InputRow>
        <TextInput
          source="category"
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.content.category } }}
          label="Categoria"
          validate={maxLength(80)}
        />
        <SelectInput source="audience" label="Para quem" choices={audienceChoices} validate={required()} />
        <IntegerInput source="position" label="Posição" allowNegative validate={required()} />
      </InputRow>
      <TextInput
        source="video_url"
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.content.video_url } }}
        label="Vídeo"
        type="url"
        helperText="Link do YouTube ou do Vimeo (opcional)."
        fullWidth
      />
      <TextInput
        source="cover_url"
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.content.cover_url } }}
        label="Imagem de capa"
        type="url"
        helperText="Endereço https:// de uma imagem (opcional)."
        fullWidth
      />
      <Suspense fallback={<Skeleton variant="rounded" height={240} sx={{ my: 2 }} />}>
        <ContentBodyInput />
      </Suspense>
      <BooleanInput
        source="published"
        label="Publicado"
        helperText="Só conteúdos publicados aparecem no site."
      />
    </Box>
  );
}
