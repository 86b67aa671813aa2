import { Form, useNavigation } from 'react-router';
import { TEXT_LIMITS } from '@ponte/shared/limits';
import { Button } from '../ui/button.tsx';
import { IntegerField } from '../ui/integer-field.tsx';
import { MoneyField } from '../ui/money-field.tsx';
import { TextField, type TextFieldProps } from '../ui/text-field.tsx';
import { useT } from '../../utils/i18n.ts';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '@ponte/shared/vocabulary';
import styles from './product-form.module.css';
import {
  PRODUCT_FORM_FIELDS,
  productField,
  type ProductFieldKind,
  type ProductFormField,
  type ProductFormValues,
} from './product-form-fields.ts';

/** Each kind's control: money and whole numbers in their text fields (decisions 040, 050), the rest native. */
const CONTROLS: Record<ProductFieldKind, { Control: typeof TextField; props?: TextFieldProps }> = {
  text: { Control: TextField },
  multiline: { Control: TextField, props: { multiline: true } },
  status: { Control: TextField, props: { select: true } },
  money: { Control: MoneyField },
  integer: { Control: IntegerField },
  decimal: { Control: TextField, props: { inputMode: 'decimal' } },
  lines: { Control: TextField, props: { multiline: true } },
};

/**
 * The product's inputs, shared by "Novo produto" and the owner's edit form (react-admin's
 * product-inputs habit), drawn from the field table in its order. Names are the API's fields, so its
 * messages land beside each input.
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
  const field = (name: ProductFormField) => {
    const { kind, label, layout, required, helperText, ...props } = productField(name);
    const { Control, props: kindProps } = CONTROLS[kind];
    return (
      <Control
        key={name}
        id={`product-${name}`}
        name={name}
        // Each text input stops where the API's schema does (decision 041).
        maxLength={(TEXT_LIMITS.product as Partial<Record<string, number>>)[name]}
        label={t(label)}
        defaultValue={values[name]}
        error={Boolean(messages(name))}
        helperText={messages(name) || (helperText && t(helperText))}
        className={layout}
        required={required}
        {...kindProps}
        {...props}
      >
        {kind === 'status'
          ? PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(PRODUCT_STATUS_LABELS[status])}
              </option>
            ))
          : undefined}
      </Control>
    );
  };
  return (
    <Form method="post" noValidate className="grid">
      <input type="hidden" name="intent" value={intent} />
      {PRODUCT_FORM_FIELDS.map((name) => field(name))}
      <Button type="submit" variant="contained" size="large" disabled={submitting} className={styles.submit}>
        {intent === 'create' ? t('Cadastrar produto') : t('Salvar alterações')}
      </Button>
    </Form>
  );
}
