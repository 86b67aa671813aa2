import type { MouseEvent, ReactNode } from 'react';
import { FormField } from '../form-field.tsx';
import { Button } from '../ui/button.tsx';
import { Paper } from '../ui/paper.tsx';
import { Stack } from '../ui/stack.tsx';
import { Text } from '../ui/text.tsx';
import { useT } from '../../utils/i18n.ts';
import { AddressFields } from '../address-fields.tsx';
import { ItemsPicker } from './items-picker.tsx';
import type { FieldErrors, FormValues, OrderTotal, SelectionProduct } from './order-form.ts';
import { TEXT_LIMITS } from '@ponte/shared/limits';

/** One order of a form: who receives it, where, and which products of the selection. */
export function OrderFields({
  prefix,
  title,
  products,
  values,
  errors,
  total,
  remove,
}: {
  prefix: string;
  title: ReactNode;
  products: readonly SelectionProduct[];
  values: FormValues;
  errors: FieldErrors | undefined;
  total: OrderTotal;
  /** A submit button value for the no-JavaScript removal, and the in-page removal. */
  remove?: { value: string; onClick: (event: MouseEvent) => void } | undefined;
}) {
  const t = useT();
  const field = (name: string) => ({
    name: `${prefix}recipient.${name}`,
    maxLength: (TEXT_LIMITS.person as Partial<Record<string, number>>)[name],
    defaultValue: values[`${prefix}recipient.${name}`],
    errors,
  });
  const headingId = `${prefix}order-title`;
  return (
    <Paper component="section" aria-labelledby={headingId} padding="responsive" className="stack gap-2">
      <Stack direction="row" justify="between" align="center">
        <Text component="h2" variant="h6" id={headingId}>
          {title}
        </Text>
        {remove ? (
          <Button type="submit" name="intent" value={remove.value} color="error" onClick={remove.onClick}>
            {t('Remover destinatário')}
          </Button>
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField {...field('name')} label={t('Nome do destinatário')} required autoComplete="off" />
        <FormField {...field('document')} label={t('CPF ou CNPJ')} required mask="document" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField {...field('phone')} label={t('Telefone')} mask="phone" />
        <FormField {...field('email')} label={t('E-mail')} type="email" />
      </Stack>
      <AddressFields prefix={prefix} values={values} errors={errors} />
      <ItemsPicker prefix={prefix} products={products} values={values} errors={errors} total={total} />
    </Paper>
  );
}
