import type { PaymentStatus, ShippingStatus } from '@ponte/shared';
import { Chip } from '../ui/chip.tsx';
import { cx } from '../ui/cx.ts';
import { useT } from '../../utils/i18n.ts';
import { PAYMENT_LABELS, STATUS_LABELS } from './labels.ts';
import styles from './status-chips.module.css';

export function StatusChip({ status }: { status: ShippingStatus }) {
  const t = useT();
  return <Chip size="small" label={t(STATUS_LABELS[status])} className={cx(styles.status, styles[status])} />;
}

export function PaymentChip({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(PAYMENT_LABELS[status])}
      className={status === 'paid' ? styles.paid : undefined}
    />
  );
}
