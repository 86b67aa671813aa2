import type { Dashboard } from '@ponte/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../utils/i18n.ts';

type ShippingCounts = Dashboard['shippingsByStatus'];

/**
 * The shipping statuses in their order of life, with their catalog phrases (the same as the shared
 * SHIPPING_STATUS_LABELS, repeated here because that module brings zod into the browser bundle).
 */
const STATUSES: { status: keyof ShippingCounts; label: string; color: string }[] = [
  { status: 'pending', label: 'Pendente', color: 'warning.main' },
  { status: 'processing', label: 'Em processamento', color: 'info.main' },
  { status: 'shipped', label: 'Enviada', color: 'primary.main' },
  { status: 'delivered', label: 'Entregue', color: 'success.main' },
  { status: 'cancelled', label: 'Cancelada', color: 'text.disabled' },
];

/** Shipments by status, zeros included, as a description list (a label and its count). */
export function StatusCounts({ counts }: { counts: ShippingCounts }) {
  const t = useT();
  const total = STATUSES.reduce((sum, { status }) => sum + counts[status], 0);
  if (total === 0) return <Typography color="text.secondary">{t('Nenhuma remessa ainda.')}</Typography>;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1.5, columnGap: 2 }}
    >
      {STATUSES.map(({ status, label, color }) => (
        <Box key={status} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }}
            />
            {t(label)}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
            {counts[status].toLocaleString('pt-BR')}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
