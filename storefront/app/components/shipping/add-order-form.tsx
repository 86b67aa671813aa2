import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Form, Link as RouterLink } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import { OrderFields } from './order-fields.tsx';
import {
  formGetter,
  orderTotal,
  type FieldErrors,
  type FormValues,
  type SelectionProduct,
} from './order-form.ts';

/**
 * One more order for a pending shipment (its owner only), from the client's selection of this
 * shipment's supplier. A native <details>, so it opens without JavaScript; it stays open after a refusal.
 */
export function AddOrderForm({
  selection,
  answer,
  busy,
}: {
  selection: readonly SelectionProduct[];
  answer: { values?: FormValues | undefined; errors?: FieldErrors | undefined } | undefined;
  busy: boolean;
}) {
  const t = useT();
  const values = answer?.values ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const [total, setTotal] = useState(() => orderTotal((name) => values[name], '', selection));
  const recompute = () => {
    if (formRef.current) setTotal(orderTotal(formGetter(formRef.current), '', selection));
  };

  return (
    <Paper variant="outlined" component="details" open={Boolean(answer)} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="summary" sx={{ cursor: 'pointer' }}>
        <Typography component="span" variant="h6">
          {t('Adicionar pedido')}
        </Typography>
      </Box>
      {selection.length === 0 ? (
        <Typography sx={{ mt: 2 }}>
          {t('Nenhum produto deste fornecedor na sua seleção.')}{' '}
          <Link component={RouterLink} to="/products">
            {t('Ver produtos')}
          </Link>
        </Typography>
      ) : (
        <Form method="post" noValidate ref={formRef} onChange={recompute}>
          <input type="hidden" name="intent" value="add-order" />
          <Stack spacing={2} sx={{ mt: 2 }}>
            <OrderFields
              prefix=""
              title={t('Novo pedido')}
              products={selection}
              values={values}
              errors={answer?.errors}
              total={total}
            />
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-end' }}>
              {t('Adicionar pedido')}
            </Button>
          </Stack>
        </Form>
      )}
    </Paper>
  );
}
