import type { ShippingHistoryEntry } from '@ponte/shared';
import { SHIPPING_SCROLL_DELAY_MS } from '@ponte/shared/constants';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useT } from '../../utils/i18n.ts';
import { formatDateTime } from './format.ts';
import { PAYMENT_LABELS, STATUS_LABELS } from './labels.ts';

function valueLabel(field: ShippingHistoryEntry['field'], value: string): string {
  const labels: Record<string, string> = field === 'status' ? STATUS_LABELS : PAYMENT_LABELS;
  return labels[value] ?? value;
}

/**
 * Status and payment changes, oldest first. Spec §4's rule lives here: once the shipment has loaded, the
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
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="history-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography component="h2" variant="h6" id="history-title" gutterBottom>
        {t('Histórico')}
      </Typography>
      <Box
        ref={area}
        tabIndex={0}
        role="region"
        aria-labelledby="history-title"
        sx={{ maxHeight: 320, overflowY: 'auto' }}
      >
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {history.map((entry, index) => (
            <Box
              component="li"
              key={`${entry.at}-${index}`}
              sx={{
                py: 1.5,
                pl: 2,
                borderLeft: 3,
                borderColor: entry.field === 'status' ? 'primary.main' : 'success.main',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(entry.at)}
                {' · '}
                {entry.by === 'system' ? t('Sistema') : entry.by ? entry.by.name : t('Conta removida')}
              </Typography>
              <Typography>
                {entry.from ? null : `${t('Remessa criada')} · `}
                {entry.field === 'status' ? t('Situação') : t('Pagamento')}:{' '}
                {entry.from ? `${t(valueLabel(entry.field, entry.from))} → ` : null}
                <strong>{t(valueLabel(entry.field, entry.to))}</strong>
              </Typography>
              {entry.note ? (
                <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                  {entry.note}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
