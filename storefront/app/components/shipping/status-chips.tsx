import type { PaymentStatus, ShippingStatus } from '@ponte/shared';
import Chip from '@mui/material/Chip';
import { useT } from '../../utils/i18n.ts';
import { PAYMENT_LABELS, STATUS_COLORS, STATUS_LABELS } from './labels.ts';

export function StatusChip({ status }: { status: ShippingStatus }) {
  const t = useT();
  return (
    <Chip size="small" label={t(STATUS_LABELS[status])} sx={{ ...STATUS_COLORS[status], fontWeight: 600 }} />
  );
}

export function PaymentChip({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(PAYMENT_LABELS[status])}
      sx={status === 'paid' ? { color: '#1b5e20', borderColor: '#1b5e20' } : undefined}
    />
  );
}
