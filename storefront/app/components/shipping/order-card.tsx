import type { ShippingOrder } from '@ponte/shared';
import { formatBRL } from '@ponte/shared/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Form } from 'react-router';
import { FormField } from '../form-field.tsx';
import { useT } from '../../utils/i18n.ts';
import { formatDocument, formatPhone, formatPostcode } from './format.ts';
import type { FieldErrors, FormValues } from './order-form.ts';

/** On a phone the unit price goes under the product name, so the table fits the screen. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const narrowOnly = { display: { xs: 'block', sm: 'none' } } as const;

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
    <Form method="post">
      <input type="hidden" name="intent" value="tracking" />
      <input type="hidden" name="order_id" value={order.id} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormField
          id={id('tracking_code')}
          name="tracking_code"
          label={t('Código de rastreio')}
          size="small"
          defaultValue={answer?.values?.tracking_code ?? order.tracking_code ?? ''}
          errors={answer?.errors}
        />
        <FormField
          id={id('carrier')}
          name="carrier"
          label={t('Transportadora')}
          size="small"
          defaultValue={answer?.values?.carrier ?? order.carrier ?? ''}
          errors={answer?.errors}
        />
        <Button type="submit" variant="outlined" disabled={busy} sx={{ flexShrink: 0 }}>
          {t('Salvar rastreio')}
        </Button>
      </Stack>
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
  const { recipient, address } = order;
  const headingId = `order-${order.id}-title`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" id={headingId}>
          {t('Pedido {n}', { n: position })}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
          <div>
            <Typography variant="overline" component="h3">
              {t('Destinatário')}
            </Typography>
            <Typography>{recipient.name}</Typography>
            <Typography variant="body2">{formatDocument(recipient.document)}</Typography>
            {recipient.phone ? <Typography variant="body2">{formatPhone(recipient.phone)}</Typography> : null}
            {recipient.email ? <Typography variant="body2">{recipient.email}</Typography> : null}
          </div>
          <div>
            <Typography variant="overline" component="h3">
              {t('Endereço')}
            </Typography>
            <Typography>
              {address.address}, {address.number}
              {address.complement ? ` – ${address.complement}` : ''}
            </Typography>
            <Typography variant="body2">
              {address.district} · {address.city}/{address.state}
            </Typography>
            <Typography variant="body2">
              {t('CEP')} {formatPostcode(address.postcode)}
            </Typography>
          </div>
          <div>
            <Typography variant="overline" component="h3">
              {t('Rastreio')}
            </Typography>
            {order.tracking_code ? (
              <Typography>
                {order.tracking_code}
                {order.carrier ? ` · ${order.carrier}` : ''}
              </Typography>
            ) : (
              <Typography color="text.secondary">{t('Sem código de rastreio')}</Typography>
            )}
          </div>
        </Box>
        {editTracking ? <TrackingForm order={order} answer={trackingAnswer} busy={busy} /> : null}
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Produto')}</TableCell>
                <TableCell align="right">{t('Qtd.')}</TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {t('Preço unitário')}
                </TableCell>
                <TableCell align="right">{t('Subtotal')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    {item.product.name}
                    {item.product.sku ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('SKU')} {item.product.sku}
                      </Typography>
                    ) : null}
                    <Typography variant="body2" color="text.secondary" sx={narrowOnly}>
                      {t('{price} cada', { price: formatBRL(item.unit_price_cents) })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {formatBRL(item.unit_price_cents)}
                  </TableCell>
                  <TableCell align="right">{formatBRL(item.subtotal_cents)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                  {t('Total do pedido')}
                </TableCell>
                <TableCell sx={wideOnly} />
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatBRL(order.total_cents)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>
    </Paper>
  );
}
