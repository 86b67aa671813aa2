import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BlingConnectionRow } from '@ponte/shared';
import { StatusChip } from '../dashboard/status-chip.tsx';
import { connectionStates, formatDateTime, runKinds, runStatuses } from './erp-choices.ts';

type Row = { row: BlingConnectionRow };

export function SupplierCell({ row }: Row) {
  return (
    <Box>
      <Typography variant="body2">{row.supplier_name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {row.supplier_email}
      </Typography>
    </Box>
  );
}

/** The connection's state, and why it needs the supplier again when it does. */
export function ConnectionCell({ row }: Row) {
  const translate = useTranslate();
  const state = connectionStates[row.state];
  return (
    <Box>
      <StatusChip color={state.color} label={translate(state.name)} />
      {row.error ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {row.error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The last sync run: status, kind and when it ran. */
export function LastRunCell({ row }: Row) {
  const translate = useTranslate();
  const run = row.last_run;
  if (!run) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('Nenhuma sincronização ainda')}
      </Typography>
    );
  }
  const status = runStatuses[run.status];
  return (
    <Box>
      <StatusChip color={status.color} label={translate(status.name)} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {translate(runKinds[run.kind])} ·{' '}
        {formatDateTime(run.finished_at ?? run.started_at ?? run.created_at)}
      </Typography>
    </Box>
  );
}

/** How far the last run got, and what went wrong in it. */
export function ProgressCell({ row }: Row) {
  const translate = useTranslate();
  const run = row.last_run;
  if (!run) return <>—</>;
  return (
    <Box>
      <Typography variant="body2">
        {translate('%{pages} páginas, %{seen} produtos lidos', {
          pages: run.pages_done,
          seen: run.products_seen,
        })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('%{created} novos, %{updated} atualizados, %{deactivated} desativados', {
          created: run.products_created,
          updated: run.products_updated,
          deactivated: run.products_deactivated,
        })}
      </Typography>
      {run.errors > 0 || run.last_error ? (
        <Typography variant="caption" color="error" component="p">
          {translate('%{count} erros', { count: run.errors })}
          {run.last_error ? ` · ${run.last_error}` : ''}
        </Typography>
      ) : null}
    </Box>
  );
}
