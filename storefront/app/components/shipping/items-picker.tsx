import { formatBRL } from '@ponte/shared/i18n';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '../../utils/i18n.ts';
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
  const itemsErrors = errors?.[`${prefix}items`];
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('Itens')}
      </Typography>
      {itemsErrors?.length ? <FormHelperText error>{itemsErrors.join(' ')}</FormHelperText> : null}
      <Stack
        component="ul"
        sx={{ p: 0, m: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {products.map((product) => {
          const name = qtyName(prefix, product.id);
          const messages = errors?.[name];
          const soldOut = product.available <= 0;
          return (
            <Stack
              key={product.id}
              component="li"
              direction="row"
              spacing={2}
              sx={{ py: 1, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography id={`${name}-label`}>{product.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    product.sku,
                    formatBRL(product.price_cents),
                    soldOut ? t('Sem estoque') : t('{n} disponíveis', { n: product.available }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <TextField
                id={name}
                name={name}
                type="number"
                label={t('Qtd.')}
                size="small"
                disabled={soldOut}
                defaultValue={values[name] ?? ''}
                error={Boolean(messages?.length)}
                helperText={messages?.join(' ')}
                sx={{ width: 96, flexShrink: 0 }}
                slotProps={{
                  htmlInput: {
                    min: 0,
                    max: product.available,
                    step: 1,
                    inputMode: 'numeric',
                    'aria-describedby': messages?.length
                      ? `${name}-label ${name}-helper-text`
                      : `${name}-label`,
                  },
                }}
              />
            </Stack>
          );
        })}
      </Stack>
      <Typography sx={{ textAlign: 'right', fontWeight: 600 }} aria-live="polite">
        {t('Total do pedido')}: {formatBRL(total.cents)} (
        {countLabel(t, total.units, '{n} item', '{n} itens')})
      </Typography>
    </Stack>
  );
}
