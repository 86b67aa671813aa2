import { formatBRL } from '@ponte/shared/i18n';
import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormField } from '../form-field.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Stack } from '../ui/stack.tsx';
import { Text } from '../ui/text.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';
import { OrderFields } from './order-fields.tsx';
import {
  ORDER_COUNT_FIELD,
  orderPrefix,
  type FieldErrors,
  type FormValues,
  type SelectionProduct,
} from './order-form.ts';
import { ShippingAlert } from './shipping-alert.tsx';
import { countLabel } from './shipping-row.tsx';
import { useOrderKeys, useOrderTotals, useRevealAdded } from './use-order-keys.ts';
import { TEXT_LIMITS } from '@ponte/shared/limits';

export interface NewShipmentAnswer {
  values?: FormValues | undefined;
  error?: string | undefined;
  errors?: FieldErrors | undefined;
}

/**
 * Recipients (each with address and items), notes and the running total. "Adicionar" and "Remover" are
 * submit buttons the action understands, so the form also grows and shrinks without JavaScript.
 */
export function NewShipmentForm({
  products,
  maxOrders,
  answer,
}: {
  products: readonly SelectionProduct[];
  maxOrders: number;
  answer: NewShipmentAnswer | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const submitting = useNavigation().state === 'submitting';
  const values = answer?.values ?? {};
  const form = useRef<HTMLFormElement>(null);
  const orders = useOrderKeys(answer);
  const { totals, recompute } = useOrderTotals(form, values, products, orders.keys);
  useRevealAdded(form, orders.keys.length);
  const errors = orders.moved ? undefined : answer?.errors;
  const grand = totals.reduce(
    (sum, total) => ({ units: sum.units + total.units, cents: sum.cents + total.cents }),
    { units: 0, cents: 0 },
  );
  const suppliers = new Set(products.map((product) => product.supplier_id)).size;
  const inPage = (action: () => void) => (event: { preventDefault: () => void }) => {
    if (!hydrated) return;
    event.preventDefault();
    action();
  };

  return (
    <Form method="post" noValidate ref={form} onChange={recompute}>
      {/* Enter in any field sends the shipment, not the first "Remover" or "Adicionar" button. */}
      {/* Out of sight and out of the tab order, but still the form's default button. */}
      <button type="submit" name="intent" value="create" tabIndex={-1} aria-hidden className="sr-only" />
      <input type="hidden" name={ORDER_COUNT_FIELD} value={orders.keys.length} />
      <Stack spacing={3}>
        <ShippingAlert answer={answer} message={answer?.error} />
        {suppliers > 1 ? (
          <Alert severity="info">
            {t('Itens de fornecedores diferentes geram uma remessa para cada fornecedor.')}
          </Alert>
        ) : null}
        {orders.keys.map((key, index) => (
          <OrderFields
            key={key}
            prefix={orderPrefix(index)}
            title={t('Destinatário {n}', { n: index + 1 })}
            products={products}
            values={values}
            errors={errors}
            total={totals[index] ?? { units: 0, cents: 0 }}
            remove={
              orders.keys.length > 1
                ? { value: `remove-order:${index}`, onClick: inPage(() => orders.remove(key)) }
                : undefined
            }
          />
        ))}
        {orders.keys.length < maxOrders ? (
          <Button
            type="submit"
            name="intent"
            value="add-order"
            variant="outlined"
            className="self-start"
            onClick={inPage(orders.add)}
          >
            {t('Adicionar destinatário')}
          </Button>
        ) : null}
        <FormField
          name="notes"
          maxLength={TEXT_LIMITS.shipping.notes}
          label={t('Observações para o fornecedor')}
          multiline
          rows={2}
          defaultValue={values.notes}
          errors={errors}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justify="between" alignWhenRow="center">
          <Text variant="h6" component="p" aria-live="polite">
            {t('Total da remessa')}: {formatBRL(grand.cents, locale)} (
            {countLabel(t, grand.units, '{n} item', '{n} itens')})
          </Text>
          <Button
            type="submit"
            name="intent"
            value="create"
            variant="contained"
            size="large"
            disabled={submitting}
          >
            {t('Enviar remessa')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
