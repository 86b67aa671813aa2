import { Form, useNavigation } from 'react-router';
import { TEXT_LIMITS } from '@ponte/shared/limits';
import { Button } from '../ui/button.tsx';
import { IntegerField } from '../ui/integer-field.tsx';
import { MoneyField } from '../ui/money-field.tsx';
import { TextField, type TextFieldProps } from '../ui/text-field.tsx';
import { useT } from '../../utils/i18n.ts';
import { PRODUCT_STATUS_LABELS } from '@ponte/shared/vocabulary';
import styles from './product-form.module.css';
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
  const field = (
    name: ProductFormField,
    label: string,
    className: string | undefined,
    { helperText, ...props }: TextFieldProps = {},
    Control: typeof TextField = TextField,
  ) => (
    <Control
      id={`product-${name}`}
      name={name}
      // Each text input stops where the API's schema does (decision 041).
      maxLength={(TEXT_LIMITS.product as Partial<Record<string, number>>)[name]}
      label={label}
      defaultValue={values[name]}
      error={Boolean(messages(name))}
      helperText={messages(name) || helperText}
      className={className}
      {...props}
    />
  );
  const decimal = { inputMode: 'decimal' as const };
  const numeric = { inputMode: 'numeric' as const };
  const money = (name: ProductFormField, label: string, props: TextFieldProps = {}) =>
    field(name, label, third, props, MoneyField);
  const integer = (name: ProductFormField, label: string, className: string, props: TextFieldProps = {}) =>
    field(name, label, className, props, IntegerField);
  // One grid of 12 columns (fields without a class take the whole row); quarters become halves on a phone.
  const third = 'sm-col-4';
  const quarter = 'col-6 sm-col-3';
  return (
    <Form method="post" noValidate className="grid">
      <input type="hidden" name="intent" value={intent} />
      {field('name', t('Nome do produto'), undefined, { required: true })}
      {field('sku', t('SKU'), third)}
      {field('gtin', t('GTIN'), third, numeric)}
      {field('category', t('Categoria'), third)}
      {money('price_cents', t('Preço (R$)'), { required: true })}
      {money('suggested_price_cents', t('Preço sugerido (R$)'))}
      {integer('stock', t('Estoque'), third, { required: true })}
      {integer('weight_grams', t('Peso (g)'), quarter)}
      {field('width_cm', t('Largura (cm)'), quarter, decimal)}
      {field('height_cm', t('Altura (cm)'), quarter, decimal)}
      {field('depth_cm', t('Profundidade (cm)'), quarter, decimal)}
      {field('status', t('Situação'), third, {
        select: true,
        children: (
          <>
            <option value="active">{t(PRODUCT_STATUS_LABELS.active)}</option>
            <option value="inactive">{t(PRODUCT_STATUS_LABELS.inactive)}</option>
          </>
        ),
      })}
      {field('short_description', t('Descrição curta'), 'sm-col-8')}
      {field('description', t('Descrição'), undefined, { multiline: true, rows: 4 })}
      {field('images', t('Imagens'), undefined, {
        multiline: true,
        rows: 2,
        helperText: t('Um endereço https por linha; a primeira é a imagem principal.'),
        spellCheck: false,
      })}
      <Button type="submit" variant="contained" size="large" disabled={submitting} className={styles.submit}>
        {intent === 'create' ? t('Cadastrar produto') : t('Salvar alterações')}
      </Button>
    </Form>
  );
}
