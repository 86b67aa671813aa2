import type { ShippingHistoryEntry } from '@ponte/shared';
import { SHIPPING_SCROLL_DELAY_MS } from '@ponte/shared/constants';
import { useEffect, useRef } from 'react';
import { cx } from '../ui/cx.ts';
import { Paper } from '../ui/paper.tsx';
import { Text } from '../ui/text.tsx';
import { useT } from '../../utils/i18n.ts';
import { formatDateTime } from './format.ts';
import styles from './history-timeline.module.css';
import { PAYMENT_STATUS_LABELS, SHIPPING_STATUS_LABELS } from '@ponte/shared/vocabulary';

function valueLabel(field: ShippingHistoryEntry['field'], value: string): string {
  const labels: Record<string, string> = field === 'status' ? SHIPPING_STATUS_LABELS : PAYMENT_STATUS_LABELS;
  return labels[value] ?? value;
}

/**
 * Status and payment changes, oldest first. The rule of docs/product.md#behaviours lives here: once the shipment has loaded, the
 * scroll area goes to its bottom after SHIPPING_SCROLL_DELAY_MS, so the latest change is what one sees.
 */
export function HistoryTimeline({ history }: { history: readonly ShippingHistoryEntry[] }) {
  const t = useT();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      area.current?.scrollTo({ top: area.current.scrollHeight, behavior: 'smooth' });
    }, SHIPPING_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [history]);

  return (
    // The scroll area below is the one landmark named "Histórico": naming the section too would make two
    // regions of the same name (axe landmark-unique, decision 048).
    <Paper component="section" padding="responsive">
      <Text component="h2" variant="h6" id="history-title" gutterBottom>
        {t('Histórico')}
      </Text>
      <div ref={area} tabIndex={0} role="region" aria-labelledby="history-title" className={styles.area}>
        <ol className="list-plain">
          {history.map((entry, index) => (
            <li
              key={`${entry.at}-${index}`}
              className={cx(styles.entry, entry.field !== 'status' && styles.payment)}
            >
              <Text variant="body2" color="text.secondary">
                {formatDateTime(entry.at)}
                {' · '}
                {entry.by === 'system' ? t('Sistema') : entry.by ? entry.by.name : t('Conta removida')}
              </Text>
              <p>
                {entry.from ? null : `${t('Remessa criada')} · `}
                {entry.field === 'status' ? t('Situação') : t('Pagamento')}:{' '}
                {entry.from ? `${t(valueLabel(entry.field, entry.from))} → ` : null}
                <strong>{t(valueLabel(entry.field, entry.to))}</strong>
              </p>
              {entry.note ? (
                <Text variant="body2" className={styles.note}>
                  {entry.note}
                </Text>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </Paper>
  );
}
