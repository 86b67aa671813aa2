import { List, ListItem, ListItemText, Typography, Box } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@ponte/shared/i18n';
import {
  PAYMENT_STATUS_LABELS,
  SHIPPING_STATUS_LABELS,
  type PaymentStatus,
  type ShippingDetail,
  type ShippingHistoryEntry,
  type ShippingStatus,
} from '@ponte/shared';

const labelOf = (entry: ShippingHistoryEntry, value: string | null) => {
  if (value === null) return '';
  return entry.field === 'status'
    ? (SHIPPING_STATUS_LABELS[value as ShippingStatus] ?? value)
    : (PAYMENT_STATUS_LABELS[value as PaymentStatus] ?? value);
};

/** Every status and payment change: when, by whom, from what to what, and the note. */
export function ShippingHistory() {
  const record = useRecordContext<ShippingDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  // The product's one date rule (decision 042): Brasília time, the console language's format.
  const when = { format: (at: Date) => formatDateTime(at, locale === 'en' ? 'en' : 'pt-BR') };
  return (
    <Box component="section" aria-labelledby="shipping-history" sx={{ p: 2 }}>
      <Typography id="shipping-history" variant="h6" component="h2">
        {translate('Histórico')}
      </Typography>
      <List dense>
        {record.history.map((entry, index) => {
          const what = entry.field === 'status' ? translate('Situação') : translate('Pagamento');
          const from = labelOf(entry, entry.from);
          const change =
            entry.from === null
              ? translate('Remessa criada')
              : `${what}: ${translate(from)} → ${translate(labelOf(entry, entry.to))}`;
          const by =
            entry.by === 'system' ? translate('Sistema') : (entry.by?.name ?? translate('Conta removida'));
          return (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={change}
                secondary={`${when.format(new Date(entry.at))} · ${by}${entry.note ? ` · ${entry.note}` : ''}`}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
