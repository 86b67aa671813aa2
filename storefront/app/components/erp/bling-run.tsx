import type { BlingSyncRun } from '@ponte/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../utils/i18n.ts';
import { formatDateTime, isRunActive, RUN_STATUS_LABELS } from './bling-labels.ts';

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
  const active = isRunActive(run.status);
  const titleId = `bling-run-${run.id}-${active ? 'current' : 'last'}`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t(title)}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {t(RUN_STATUS_LABELS[run.status])}
        {run.started_at ? ` · ${t('Início: {date}', { date: formatDateTime(run.started_at) })}` : ''}
        {run.finished_at ? ` · ${t('Fim: {date}', { date: formatDateTime(run.finished_at) })}` : ''}
      </Typography>
      {active ? <LinearProgress sx={{ my: 1.5 }} aria-label={t('Sincronização em andamento')} /> : null}
      <Stack component="dl" direction="row" sx={{ m: 0, mt: 1, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        {FIGURES.map(({ key, label }) => (
          <Box key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(label)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {Number(run[key]).toLocaleString('pt-BR')}
            </Typography>
          </Box>
        ))}
      </Stack>
      {run.last_error ? (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {run.last_error}
        </Typography>
      ) : null}
    </Box>
  );
}
