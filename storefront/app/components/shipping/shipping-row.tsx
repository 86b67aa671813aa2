import type { Role, Shipping } from '@ponte/shared';
import { formatBRL, formatDate } from '@ponte/shared/i18n';
import { Link } from 'react-router';
import { cx } from '../ui/cx.ts';
import { Paper } from '../ui/paper.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
import { partyName } from './format.ts';
import styles from './shipping-row.module.css';
import { PaymentChip, StatusChip } from './status-chips.tsx';

/** The other party of a shipment: the supplier for a client, the client for a supplier, both for admins. */
function otherParty(role: Role, shipping: Shipping): string {
  if (role === 'client') return partyName(shipping.supplier);
  if (role === 'supplier') return partyName(shipping.client);
  return `${partyName(shipping.client)} → ${partyName(shipping.supplier)}`;
}

/** "1 pedido", "3 pedidos": the catalog phrase for one and for many. */
export const countLabel = (
  t: (phrase: string, vars: { n: number }) => string,
  n: number,
  one: string,
  many: string,
) => t(n === 1 ? one : many, { n });

/**
 * One line of the shipments list: the whole card links to the shipment. The spaces between the grid's
 * cells are not drawn, but they keep the words apart in the link's accessible name ("#12 Ana…").
 */
export function ShippingRow({ shipping, role }: { shipping: Shipping; role: Role }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Paper component="li">
      <Link to={`/shipping/view/${shipping.id}`} className={styles.link}>
        <span className={styles.id}>#{shipping.id}</span>{' '}
        <span className={styles.party}>{otherParty(role, shipping)}</span>{' '}
        <span className={styles.chips}>
          <StatusChip status={shipping.status} /> <PaymentChip status={shipping.payment_status} />
        </span>{' '}
        <span className={cx(styles.counts, 'text-body2 text-secondary')}>
          {countLabel(t, shipping.orders_count, '{n} pedido', '{n} pedidos')} ·{' '}
          {countLabel(t, shipping.items_count, '{n} item', '{n} itens')}
        </span>{' '}
        <span className={styles.total}>{formatBRL(shipping.total_cents, locale)}</span>{' '}
        <span className={cx(styles.date, 'text-body2 text-secondary')}>
          {formatDate(shipping.created_at, locale)}
        </span>
      </Link>
    </Paper>
  );
}
