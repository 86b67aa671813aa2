import { useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { Paper } from '../ui/paper.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
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
  const locale = useLocale();
  const [total, setTotal] = useState(() => orderTotal((name) => values[name], '', selection, locale));
  const recompute = () => {
    if (formRef.current) setTotal(orderTotal(formGetter(formRef.current), '', selection, locale));
  };

  return (
    <Paper component="details" open={Boolean(answer)} padding="responsive">
      <summary className="text-h6" style={{ cursor: 'pointer' }}>
        {t('Adicionar pedido')}
      </summary>
      {selection.length === 0 ? (
        <p className="mt-2">
          {t('Nenhum produto deste fornecedor na sua seleção.')}{' '}
          <Link to="/products" className="link">
            {t('Ver produtos')}
          </Link>
        </p>
      ) : (
        <Form method="post" noValidate ref={formRef} onChange={recompute} className="stack gap-2 mt-2">
          <input type="hidden" name="intent" value="add-order" />
          <OrderFields
            prefix=""
            title={t('Novo pedido')}
            products={selection}
            values={values}
            errors={answer?.errors}
            total={total}
          />
          <Button type="submit" variant="contained" disabled={busy} className="self-end">
            {t('Adicionar pedido')}
          </Button>
        </Form>
      )}
    </Paper>
  );
}
