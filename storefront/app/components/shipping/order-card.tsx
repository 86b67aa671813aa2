import type { ShippingOrder } from '@ponte/shared';
import { formatBRL } from '@ponte/shared/i18n';
import { Form } from 'react-router';
import { FormField } from '../form-field.tsx';
import { Button } from '../ui/button.tsx';
import { cx } from '../ui/cx.ts';
import { Paper } from '../ui/paper.tsx';
import { Text } from '../ui/text.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
import { formatDocument, formatPhone, formatPostcode } from './format.ts';
import styles from './order-card.module.css';
import type { FieldErrors, FormValues } from './order-form.ts';
import { TEXT_LIMITS } from '@ponte/shared/limits';

/** The last answer of the tracking form of this order, if that is what was sent. */
export interface TrackingAnswer {
  values?: FormValues | undefined;
  errors?: FieldErrors | undefined;
}

function TrackingForm({
  order,
  answer,
  busy,
}: {
  order: ShippingOrder;
  answer: TrackingAnswer | undefined;
  busy: boolean;
}) {
  const t = useT();
  const id = (field: string) => `order-${order.id}-${field}`;
  return (
    <Form method="post" noValidate className={styles.tracking}>
      <input type="hidden" name="intent" value="tracking" />
      <input type="hidden" name="order_id" value={order.id} />
      <FormField
        id={id('tracking_code')}
        name="tracking_code"
        maxLength={TEXT_LIMITS.shipping.tracking_code}
        label={t('Código de rastreio')}
        size="small"
        defaultValue={answer?.values?.tracking_code ?? order.tracking_code ?? ''}
        errors={answer?.errors}
      />
      <FormField
        id={id('carrier')}
        name="carrier"
        maxLength={TEXT_LIMITS.shipping.carrier}
        label={t('Transportadora')}
        size="small"
        defaultValue={answer?.values?.carrier ?? order.carrier ?? ''}
        errors={answer?.errors}
      />
      <Button type="submit" variant="outlined" disabled={busy} className="shrink-0">
        {t('Salvar rastreio')}
      </Button>
    </Form>
  );
}

/** One order of a shipment: recipient, address, tracking, items and total. */
export function OrderCard({
  order,
  position,
  editTracking,
  trackingAnswer,
  busy,
}: {
  order: ShippingOrder;
  position: number;
  editTracking: boolean;
  trackingAnswer: TrackingAnswer | undefined;
  busy: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const { recipient, address } = order;
  const headingId = `order-${order.id}-title`;
  return (
    <Paper component="section" aria-labelledby={headingId} padding="responsive" className="stack gap-2">
      <Text component="h2" variant="h6" id={headingId}>
        {t('Pedido {n}', { n: position })}
      </Text>
      <div className={styles.facts}>
        <div>
          <Text variant="overline" component="h3">
            {t('Destinatário')}
          </Text>
          <p>{recipient.name}</p>
          <Text variant="body2">{formatDocument(recipient.document)}</Text>
          {recipient.phone ? <Text variant="body2">{formatPhone(recipient.phone)}</Text> : null}
          {recipient.email ? <Text variant="body2">{recipient.email}</Text> : null}
        </div>
        <div>
          <Text variant="overline" component="h3">
            {t('Endereço')}
          </Text>
          <p>
            {address.address}, {address.number}
            {address.complement ? ` – ${address.complement}` : ''}
          </p>
          <Text variant="body2">
            {address.district} · {address.city}/{address.state}
          </Text>
          <Text variant="body2">
            {t('CEP')} {formatPostcode(address.postcode)}
          </Text>
        </div>
        <div>
          <Text variant="overline" component="h3">
            {t('Rastreio')}
          </Text>
          {order.tracking_code ? (
            <p>
              {order.tracking_code}
              {order.carrier ? ` · ${order.carrier}` : ''}
            </p>
          ) : (
            <Text color="text.secondary">{t('Sem código de rastreio')}</Text>
          )}
        </div>
      </div>
      {editTracking ? <TrackingForm order={order} answer={trackingAnswer} busy={busy} /> : null}
      <div className="table-scroll">
        <table className="table table-small" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('Produto')}</th>
              <th scope="col" className="numeric">
                {t('Qtd.')}
              </th>
              <th scope="col" className={cx('numeric', styles.wide)}>
                {t('Preço unitário')}
              </th>
              <th scope="col" className="numeric">
                {t('Subtotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.product.name}
                  {item.product.sku ? (
                    <Text variant="body2" color="text.secondary">
                      {t('SKU')} {item.product.sku}
                    </Text>
                  ) : null}
                  <Text variant="body2" color="text.secondary" className={styles.narrow}>
                    {t('{price} cada', { price: formatBRL(item.unit_price_cents, locale) })}
                  </Text>
                </td>
                <td className="numeric">{item.quantity}</td>
                <td className={cx('numeric', styles.wide)}>{formatBRL(item.unit_price_cents, locale)}</td>
                <td className="numeric">{formatBRL(item.subtotal_cents, locale)}</td>
              </tr>
            ))}
            <tr>
              <td colSpan={2} className={styles.total}>
                {t('Total do pedido')}
              </td>
              <td className={styles.wide} />
              <td className={cx('numeric', styles.total)}>{formatBRL(order.total_cents, locale)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </Paper>
  );
}
