import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import { PRODUCT_STATUS_LABELS } from './labels.ts';
import type { ProductFormField, ProductFormValues } from './product-form-fields.ts';

/**
 * The product's inputs, shared by "Novo produto" and the owner's edit form (react-admin's
 * product-inputs habit). Names are the API's fields, so its messages land beside each input.
 */
export function ProductForm({
  intent,
  values,
  errors = {},
}: {
  intent: 'create' | 'update';
  values: ProductFormValues;
  errors?: Record<string, string[]>;
}) {
  const t = useT();
  const submitting = useNavigation().state === 'submitting';
  // `images.0`, `images.3`…: every address's message under the one images input.
  const messages = (name: ProductFormField) =>
    Object.entries(errors)
      .filter(([key]) => key === name || key.startsWith(`${name}.`))
      .flatMap(([, list]) => list.map((m) => t(m)))
      .join(' ');
  const field = (name: ProductFormField, label: string, { helperText, ...props }: TextFieldProps = {}) => (
    <TextField
      id={`product-${name}`}
      name={name}
      label={label}
      defaultValue={values[name]}
      error={Boolean(messages(name))}
      helperText={messages(name) || helperText}
      fullWidth
      {...props}
    />
  );
  const decimal = { slotProps: { htmlInput: { inputMode: 'decimal' as const } } };
  const numeric = { slotProps: { htmlInput: { inputMode: 'numeric' as const } } };
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <Grid container spacing={2}>
        <Grid size={12}>{field('name', t('Nome do produto'), { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field('sku', t('SKU'))}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field('gtin', t('GTIN'), numeric)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field('category', t('Categoria'))}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field('price_cents', t('Preço (R$)'), { required: true, ...decimal })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field('suggested_price_cents', t('Preço sugerido (R$)'), decimal)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field('stock', t('Estoque'), numeric)}</Grid>
        <Grid size={{ xs: 6, sm: 3 }}>{field('weight_grams', t('Peso (g)'), numeric)}</Grid>
        <Grid size={{ xs: 6, sm: 3 }}>{field('width_cm', t('Largura (cm)'), decimal)}</Grid>
        <Grid size={{ xs: 6, sm: 3 }}>{field('height_cm', t('Altura (cm)'), decimal)}</Grid>
        <Grid size={{ xs: 6, sm: 3 }}>{field('depth_cm', t('Profundidade (cm)'), decimal)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {field('status', t('Situação'), {
            select: true,
            slotProps: { select: { native: true }, inputLabel: { shrink: true } },
            children: (
              <>
                <option value="active">{t(PRODUCT_STATUS_LABELS.active)}</option>
                <option value="inactive">{t(PRODUCT_STATUS_LABELS.inactive)}</option>
              </>
            ),
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>{field('short_description', t('Descrição curta'))}</Grid>
        <Grid size={12}>{field('description', t('Descrição'), { multiline: true, minRows: 4 })}</Grid>
        <Grid size={12}>
          {field('images', t('Imagens'), {
            multiline: true,
            minRows: 2,
            helperText: t('Um endereço https por linha; a primeira é a imagem principal.'),
            slotProps: { htmlInput: { spellCheck: false } },
          })}
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {intent === 'create' ? t('Cadastrar produto') : t('Salvar alterações')}
        </Button>
      </Stack>
    </Form>
  );
}
