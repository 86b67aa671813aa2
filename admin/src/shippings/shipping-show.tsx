import { Box, Chip, Stack, Typography } from '@mui/material';
import { ListButton, Show, TopToolbar, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '@ponte/shared/i18n';
import { useMoney } from '../layout/use-money.ts';
import { PAYMENT_STATUS_LABELS, SHIPPING_STATUS_LABELS, type ShippingDetail } from '@ponte/shared';
import { ShippingHistory } from './shipping-history.tsx';
import { ShippingOrders } from './shipping-orders.tsx';
import { ShippingStatusActions } from './shipping-status-actions.tsx';

const partyName = (party: ShippingDetail['client']) => `${party.name} ${party.last_name}`.trim();

function ShippingSummary() {
  const money = useMoney();
  const record = useRecordContext<ShippingDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  // The product's one date rule (decision 042): Brasília time, the console language's format.
  const date = { format: (at: Date) => formatDate(at, locale === 'en' ? 'en' : 'pt-BR') };
  return (
    <Box component="section" sx={{ p: 2 }}>
      <Typography variant="h5" component="h2">
        {translate('Remessa #%{id}', { id: record.id })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
        <Chip
          label={translate(SHIPPING_STATUS_LABELS[record.status])}
          color={record.status === 'cancelled' ? 'default' : 'primary'}
        />
        <Chip label={translate(PAYMENT_STATUS_LABELS[record.payment_status])} variant="outlined" />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {translate('Cliente')}: {partyName(record.client)} · {translate('Fornecedor')}:{' '}
        {partyName(record.supplier)}
      </Typography>
      <Typography variant="body2">
        {translate('Criada em %{date}', { date: date.format(new Date(record.created_at)) })}
        {record.paid_at
          ? ` · ${translate('Paga em %{date}', { date: date.format(new Date(record.paid_at)) })}`
          : ''}
      </Typography>
      <Typography variant="body1" sx={{ mt: 1, fontWeight: 600 }}>
        {translate('Total da remessa')}: {money(record.total_cents)}
      </Typography>
      {record.notes && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('Observações')}: {record.notes}
        </Typography>
      )}
    </Box>
  );
}

/** One shipment: summary, the steps an admin may take, its orders with items and tracking, its history. */
export function ShippingShow() {
  return (
    <Show
      // The card may shrink below its widest content (a flex item's default is not to): on a phone the
      // page then stacks within the screen instead of pushing it sideways.
      sx={{ '& .RaShow-card': { minWidth: 0 } }}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <ShippingSummary />
      <ShippingStatusActions />
      <ShippingOrders />
      <ShippingHistory />
    </Show>
  );
}
