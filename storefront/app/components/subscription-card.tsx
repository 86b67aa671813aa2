import type { SubscriptionState, SubscriptionStatus } from '@ponte/shared';
import { formatDate } from '@ponte/shared/i18n';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../utils/i18n.ts';

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Ativa',
  trialing: 'Em período de teste',
  cancelled: 'Cancelada',
  pending: 'Pendente',
  expired: 'Expirada',
  none: 'Sem assinatura',
};

/** The subscription facts the API computed (DESIGN §5); the storefront only shows them. */
export function SubscriptionCard({ subscription }: { subscription: SubscriptionState }) {
  const t = useT();
  const { active, status, trial_ends_at, current_period_end } = subscription;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="h2" variant="h6">
            {t('Assinatura')}
          </Typography>
          <Chip
            label={active ? t('Ativa') : t('Inativa')}
            color={active ? 'primary' : 'error'}
            size="small"
          />
        </Stack>
        <Typography>
          {t('Situação')}: {t(STATUS_LABELS[status])}
        </Typography>
        {trial_ends_at ? (
          <Typography>{t('Período de teste até {date}', { date: formatDate(trial_ends_at) })}</Typography>
        ) : null}
        {current_period_end ? (
          <Typography>{t('Válida até {date}', { date: formatDate(current_period_end) })}</Typography>
        ) : null}
        {active ? null : (
          <Alert severity="info">
            {t('Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
