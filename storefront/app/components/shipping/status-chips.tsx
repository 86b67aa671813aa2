import type { PaymentStatus, ShippingStatus } from '@ponte/shared';
import { Chip } from '../ui/chip.tsx';
import { cx } from '../ui/cx.ts';
import { useT } from '../../utils/i18n.ts';
import { PAYMENT_STATUS_LABELS, SHIPPING_STATUS_LABELS } from '@ponte/shared/vocabulary';
import styles from './status-chips.module.css';

export function StatusChip({ status }: { status: ShippingStatus }) {
  const t = useT();
  return <Chip size="small" label={t(SHIPPING_STATUS_LABELS[status])} className={cx(styles.status, styles[status])} />;
}

export function PaymentChip({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(PAYMENT_STATUS_LABELS[status])}
      className={status === 'paid' ? styles.paid : undefined}
    />
  );
}
