import { Box, Typography } from '@mui/material';
import { NumberInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { MoneyInput, validReais } from '../inputs/money-input.tsx';
import { productStatusChoices } from './product-choices.ts';

/** One https address per line ⇄ the API's `images` array. */
const linesToList = (text: unknown) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const listToLines = (list: unknown) => (Array.isArray(list) ? list.join('\n') : '');

const grid = { display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr', md: 'repeat(4, 1fr)' } };

/** The product form's inputs; the API validates them again (GTIN check digit, https images, money). */
export function ProductInputs() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '2fr 1fr 1fr' } }}>
        <TextInput source="name" validate={required()} />
        <TextInput source="sku" />
        <TextInput source="gtin" />
        <TextInput source="category" />
        <SelectInput source="status" choices={productStatusChoices} validate={required()} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('Preço e estoque')}
      </Typography>
      <Box sx={grid}>
        <MoneyInput source="price_cents" label="Preço (R$)" validate={[required(), validReais]} />
        <MoneyInput source="suggested_price_cents" label="Preço sugerido (R$)" validate={validReais} />
        <NumberInput source="stock" min={0} step={1} validate={required()} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('Medidas')}
      </Typography>
      <Box sx={grid}>
        <NumberInput source="weight_grams" min={0} step={1} />
        <NumberInput source="width_cm" min={0} step="any" />
        <NumberInput source="height_cm" min={0} step="any" />
        <NumberInput source="depth_cm" min={0} step="any" />
      </Box>
      <TextInput source="short_description" multiline minRows={2} />
      <TextInput source="description" multiline minRows={4} />
      <TextInput
        source="images"
        multiline
        minRows={2}
        format={listToLines}
        parse={linesToList}
        helperText="Um endereço https por linha; a primeira é a imagem principal."
      />
    </Box>
  );
}
