import type { SubscriptionState, SubscriptionStatus } from '@ponte/shared';
import { formatDate } from '@ponte/shared/i18n';
import { useT } from '../utils/i18n.ts';
import { Alert } from './ui/alert.tsx';
import { Chip } from './ui/chip.tsx';
import { Paper } from './ui/paper.tsx';
import { Stack } from './ui/stack.tsx';
import { Text } from './ui/text.tsx';

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
    <Paper padding={3} className="stack gap-1_5">
      <Stack direction="row" spacing={1} align="center">
        <Text component="h2" variant="h6">
          {t('Assinatura')}
        </Text>
        <Chip label={active ? t('Ativa') : t('Inativa')} color={active ? 'primary' : 'error'} size="small" />
      </Stack>
      <p>
        {t('Situação')}: {t(STATUS_LABELS[status])}
      </p>
      {trial_ends_at ? <p>{t('Período de teste até {date}', { date: formatDate(trial_ends_at) })}</p> : null}
      {current_period_end ? <p>{t('Válida até {date}', { date: formatDate(current_period_end) })}</p> : null}
      {active ? null : (
        <Alert severity="info">
          {t('Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura')}
        </Alert>
      )}
    </Paper>
  );
}
