import type { BlingSyncRun } from '@ponte/shared';
import { LinearProgress } from '../ui/progress.tsx';
import { Text } from '../ui/text.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
import { formatDateTime, isRunActive, RUN_STATUS_LABELS } from './bling-labels.ts';
import styles from './bling-run.module.css';

const FIGURES: { key: keyof BlingSyncRun; label: string }[] = [
  { key: 'pages_done', label: 'Páginas lidas' },
  { key: 'products_created', label: 'Produtos criados' },
  { key: 'products_updated', label: 'Produtos atualizados' },
  { key: 'products_deactivated', label: 'Produtos desativados' },
  { key: 'errors', label: 'Erros' },
];

/** One sync run: its status and dates, the figures so far, and why it failed if it did. */
export function BlingRun({ run, title }: { run: BlingSyncRun; title: string }) {
  const t = useT();
  const locale = useLocale();
  const active = isRunActive(run.status);
  const titleId = `bling-run-${run.id}-${active ? 'current' : 'last'}`;
  return (
    <section aria-labelledby={titleId}>
      <Text id={titleId} component="h3" variant="subtitle1" bold>
        {t(title)}
      </Text>
      <Text color="text.secondary" variant="body2">
        {t(RUN_STATUS_LABELS[run.status])}
        {run.started_at ? ` · ${t('Início: {date}', { date: formatDateTime(run.started_at) })}` : ''}
        {run.finished_at ? ` · ${t('Fim: {date}', { date: formatDateTime(run.finished_at) })}` : ''}
      </Text>
      {active ? (
        <LinearProgress className={styles.progress} aria-label={t('Sincronização em andamento')} />
      ) : null}
      <dl className={styles.figures}>
        {FIGURES.map(({ key, label }) => (
          <div key={key}>
            <Text component="dt" variant="body2" color="text.secondary">
              {t(label)}
            </Text>
            <dd className={styles.value}>{Number(run[key]).toLocaleString(locale)}</dd>
          </div>
        ))}
      </dl>
      {run.last_error ? (
        <Text color="error" variant="body2" className={styles.error}>
          {run.last_error}
        </Text>
      ) : null}
    </section>
  );
}
