import { formatBRL, formatInteger } from '@ponte/shared/i18n';
import { IntegerField } from '../ui/integer-field.tsx';
import { Stack } from '../ui/stack.tsx';
import { Text } from '../ui/text.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
import styles from './items-picker.module.css';
import { countLabel } from './shipping-row.tsx';
import {
  qtyName,
  type FieldErrors,
  type FormValues,
  type OrderTotal,
  type SelectionProduct,
} from './order-form.ts';

/**
 * The client's selection with a quantity per product (blank = not in this order) and the order's running
 * total at the supplier's prices. Products without stock are listed but cannot be ordered.
 */
export function ItemsPicker({
  prefix,
  products,
  values,
  errors,
  total,
}: {
  prefix: string;
  products: readonly SelectionProduct[];
  values: FormValues;
  errors: FieldErrors | undefined;
  total: OrderTotal;
}) {
  const t = useT();
  const locale = useLocale();
  const itemsErrors = errors?.[`${prefix}items`];
  return (
    <Stack spacing={1}>
      <Text component="h3" variant="subtitle1" bold>
        {t('Itens')}
      </Text>
      {itemsErrors?.length ? <p className={styles.error}>{itemsErrors.join(' ')}</p> : null}
      <ul className="list-plain">
        {products.map((product) => {
          const name = qtyName(prefix, product.id);
          const soldOut = product.available <= 0;
          return (
            <li key={product.id} className={styles.item}>
              <div className={styles.product}>
                <p id={`${name}-label`}>{product.name}</p>
                <Text variant="body2" color="text.secondary">
                  {[
                    product.sku,
                    formatBRL(product.price_cents, locale),
                    soldOut
                      ? t('Sem estoque')
                      : t('{n} disponíveis', { n: formatInteger(product.available, locale) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <IntegerField
                id={name}
                name={name}
                label={t('Qtd.')}
                size="small"
                disabled={soldOut}
                defaultValue={values[name] ?? ''}
                error={Boolean(errors?.[name]?.length)}
                helperText={errors?.[name]?.join(' ')}
                aria-describedby={
                  errors?.[name]?.length ? `${name}-label ${name}-helper-text` : `${name}-label`
                }
                className={styles.qty}
              />
            </li>
          );
        })}
      </ul>
      <Text align="right" bold aria-live="polite">
        {t('Total do pedido')}: {formatBRL(total.cents, locale)} (
        {countLabel(t, total.units, '{n} item', '{n} itens')})
      </Text>
    </Stack>
  );
}
