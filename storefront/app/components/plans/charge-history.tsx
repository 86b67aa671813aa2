import type { Charge } from '@ponte/shared';
import { formatBRL } from '@ponte/shared/i18n';
import { BILLING_METHOD_LABELS, CHARGE_STATE_LABELS, type ChargeState } from '@ponte/shared/vocabulary';
import { Chip, type ChipColor } from '../ui/chip.tsx';
import { Paper } from '../ui/paper.tsx';
import { Text } from '../ui/text.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
import { formatDay } from './format-day.ts';
import styles from './charge-history.module.css';

const STATE_COLOR: Record<ChargeState, ChipColor> = {
  open: 'warning',
  paid: 'success',
  overdue: 'error',
  refunded: 'default',
  cancelled: 'default',
};

/** A paid charge's receipt; any other its invoice (where it is paid, or was). In a new tab, as every page of the payment service. */
function ChargeLink({ charge }: { charge: Charge }) {
  const t = useT();
  const [href, label] =
    charge.state === 'paid' ? [charge.receipt_url, t('Comprovante')] : [charge.invoice_url, t('Fatura')];
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener" className="link">
      {label}
      <span className="sr-only"> ({t('abre em uma nova aba')})</span>
    </a>
  );
}

/**
 * "Histórico de cobranças", latest first: a table from 900px, a list of small cards below (five columns
 * beside the menu need that room). Only one of the two is displayed, so it is read once.
 */
export function ChargeHistory({ charges }: { charges: readonly Charge[] }) {
  const t = useT();
  const locale = useLocale();
  const cells = (charge: Charge) => ({
    due: formatDay(charge.due_date, locale),
    value: formatBRL(charge.value_cents, locale),
    method: charge.method ? t(BILLING_METHOD_LABELS[charge.method]) : '—',
    state: (
      <Chip label={t(CHARGE_STATE_LABELS[charge.state])} color={STATE_COLOR[charge.state]} size="small" />
    ),
    link: <ChargeLink charge={charge} />,
  });
  return (
    // Not a section of its own: the table's scroll box is the region this heading names (two landmarks of
    // one name are a WCAG finding, axe's landmark-unique).
    <Paper padding="responsive" className="stack gap-2">
      <Text id="charges-title" component="h2" variant="h6">
        {t('Histórico de cobranças')}
      </Text>
      {/* Scrolls sideways rather than widen the page if a language's words need it; focusable to scroll (WCAG 2.1.1). */}
      <div tabIndex={0} role="region" aria-labelledby="charges-title" className="table-scroll md-up">
        <table className={`table table-small ${styles.table}`}>
          <thead>
            <tr>
              <th>{t('Vencimento')}</th>
              <th className="numeric">{t('Valor')}</th>
              <th>{t('Forma de pagamento')}</th>
              <th>{t('Situação')}</th>
              <th>
                <span className="sr-only">{t('Documento')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {charges.map((charge) => {
              const cell = cells(charge);
              return (
                <tr key={charge.id}>
                  <td className={styles.nowrap}>{cell.due}</td>
                  <td className={`numeric ${styles.nowrap}`}>{cell.value}</td>
                  <td>{cell.method}</td>
                  <td>{cell.state}</td>
                  <td>{cell.link}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className={`list-plain md-down ${styles.list}`}>
        {charges.map((charge) => {
          const cell = cells(charge);
          return (
            <li key={charge.id} className={styles.item}>
              <div className={styles.itemHead}>
                <strong>{cell.value}</strong>
                {cell.state}
              </div>
              <span>{t('Vencimento em {date}', { date: cell.due })}</span>
              <span className="text-secondary">{cell.method}</span>
              {cell.link}
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
