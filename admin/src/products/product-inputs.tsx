import { Box, Typography } from '@mui/material';
import { required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { DecimalInput } from '../inputs/decimal-input.tsx';
import { IntegerInput } from '../inputs/integer-input.tsx';
import { MoneyInput } from '../inputs/money-input.tsx';
import { productStatusChoices } from './product-choices.ts';
import { TEXT_LIMITS } from '@ponte/shared/limits';

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
        <TextInput
          source="name"
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.product.name } }}
          validate={required()}
        />
        <TextInput source="sku" slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.product.sku } }} />
        <TextInput source="gtin" />
        <TextInput source="category" slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.product.category } }} />
        <SelectInput source="status" choices={productStatusChoices} validate={required()} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('Preço e estoque')}
      </Typography>
      <Box sx={grid}>
        <MoneyInput source="price_cents" label="Preço (R$)" validate={required()} />
        <MoneyInput source="suggested_price_cents" label="Preço sugerido (R$)" />
        <IntegerInput source="stock" validate={required()} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('Medidas')}
      </Typography>
      <Box sx={grid}>
        <IntegerInput source="weight_grams" />
        <DecimalInput source="width_cm" />
        <DecimalInput source="height_cm" />
        <DecimalInput source="depth_cm" />
      </Box>
      <TextInput
        source="short_description"
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.product.short_description } }}
        multiline
        minRows={2}
      />
      <TextInput
        source="description"
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.product.description } }}
        multiline
        minRows={4}
      />
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
