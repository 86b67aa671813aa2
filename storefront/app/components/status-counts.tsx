import type { Dashboard } from '@ponte/shared';
import { useLocale, useT } from '../utils/i18n.ts';
import styles from './status-counts.module.css';
import { Text } from './ui/text.tsx';

type ShippingCounts = Dashboard['shippingsByStatus'];

/**
 * The shipping statuses in their order of life, with their catalog phrases (the same as the shared
 * SHIPPING_STATUS_LABELS, repeated here because that module brings zod into the browser bundle).
 */
const STATUSES: { status: keyof ShippingCounts; label: string }[] = [
  { status: 'pending', label: 'Pendente' },
  { status: 'processing', label: 'Em processamento' },
  { status: 'shipped', label: 'Enviada' },
  { status: 'delivered', label: 'Entregue' },
  { status: 'cancelled', label: 'Cancelada' },
];

/** Shipments by status, zeros included, as a description list (a label and its count). */
export function StatusCounts({ counts }: { counts: ShippingCounts }) {
  const t = useT();
  const locale = useLocale();
  const total = STATUSES.reduce((sum, { status }) => sum + counts[status], 0);
  if (total === 0) return <Text color="text.secondary">{t('Nenhuma remessa ainda.')}</Text>;
  return (
    <dl className={styles.list}>
      {STATUSES.map(({ status, label }) => (
        <div key={status} className={styles.entry}>
          <dt className={styles.label}>
            <span aria-hidden className={`${styles.dot} ${styles[status]}`} />
            {t(label)}
          </dt>
          <dd className={styles.count}>{counts[status].toLocaleString(locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
