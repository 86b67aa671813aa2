import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useMoney } from '../layout/use-money.ts';
import { formatCep, formatDocument, formatPhone, type ShippingDetail } from '@ponte/shared';
import { ShippingTrackingForm } from './shipping-tracking-form.tsx';

type Order = ShippingDetail['orders'][number];

/**
 * The order's items: a table on wide screens; on a phone one block per item (name, SKU, quantity ×
 * price, subtotal), which reads top to bottom instead of scrolling five columns sideways.
 */
function OrderItems({ order }: { order: Order }) {
  const money = useMoney();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <Box component="ul" aria-label={translate('Itens')} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {order.items.map((item) => (
          <Box component="li" key={item.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {item.product.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('SKU')} {item.product.sku ?? '—'} · {item.quantity} ×{' '}
              {money(item.unit_price_cents)}
            </Typography>
            <Typography variant="body2">
              {translate('Subtotal')}: {money(item.subtotal_cents)}
            </Typography>
          </Box>
        ))}
        <Box component="li" sx={{ pt: 1, fontWeight: 600 }}>
          {translate('Total do pedido')}: {money(order.total_cents)}
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ mt: 1 }} aria-label={translate('Itens')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('Produto')}</TableCell>
            <TableCell>{translate('SKU')}</TableCell>
            <TableCell align="right">{translate('Qtd.')}</TableCell>
            <TableCell align="right">{translate('Preço unitário')}</TableCell>
            <TableCell align="right">{translate('Subtotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.product.name}</TableCell>
              <TableCell>{item.product.sku ?? '—'}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{money(item.unit_price_cents)}</TableCell>
              <TableCell align="right">{money(item.subtotal_cents)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4}>{translate('Total do pedido')}</TableCell>
            <TableCell align="right">{money(order.total_cents)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

/** Each order of the shipment: recipient, address, items and its tracking. */
export function ShippingOrders() {
  const record = useRecordContext<ShippingDetail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="shipping-orders" sx={{ p: 2 }}>
      <Typography id="shipping-orders" variant="h6" component="h2" gutterBottom>
        {translate('Pedidos')}
      </Typography>
      {record.orders.map((order, index) => (
        <Card key={order.id} variant="outlined" sx={{ mb: 2 }}>
          {/* Long e-mails and street names break rather than widen the card on a phone. */}
          <CardContent sx={{ overflowWrap: 'anywhere' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {translate('Pedido %{n}', { n: index + 1 })}: {order.recipient.name}
            </Typography>
            <Typography variant="body2">
              {translate('CPF ou CNPJ')}: {formatDocument(order.recipient.document)}
              {order.recipient.phone ? ` · ${formatPhone(order.recipient.phone)}` : ''}
              {order.recipient.email ? ` · ${order.recipient.email}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {order.address.address}, {order.address.number}
              {order.address.complement ? ` (${order.address.complement})` : ''} · {order.address.district} ·{' '}
              {order.address.city}/{order.address.state} · {translate('CEP')}{' '}
              {formatCep(order.address.postcode)}
            </Typography>
            <OrderItems order={order} />
            {record.status !== 'cancelled' && <ShippingTrackingForm order={order} index={index} />}
            {record.status === 'cancelled' && order.tracking_code && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate('Rastreio')}: {order.tracking_code} {order.carrier ? `(${order.carrier})` : ''}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
