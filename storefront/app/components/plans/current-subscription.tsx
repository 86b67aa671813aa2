import type { SubscriptionState, SubscriptionStatus } from '@ponte/shared';
import { formatDate } from '@ponte/shared/i18n';
import { Alert } from '../ui/alert.tsx';
import { Chip } from '../ui/chip.tsx';
import { Paper } from '../ui/paper.tsx';
import { Stack } from '../ui/stack.tsx';
import { Text } from '../ui/text.tsx';
import { useT } from '../../utils/i18n.ts';
import { CancelSubscription } from './cancel-subscription.tsx';

/** What each computed status means on the plans page, and the date that goes with it. */
const STATUS_TEXT: Record<SubscriptionStatus, { label: string; until?: string }> = {
  active: { label: 'Ativa', until: 'Válida até {date}' },
  trialing: { label: 'Em período de teste', until: 'Período de teste até {date}' },
  cancelled: { label: 'Cancelada', until: 'Acesso até {date}, sem renovação' },
  pending: { label: 'Aguardando aprovação do pagamento' },
  expired: { label: 'Expirada', until: 'Expirou em {date}' },
  none: { label: 'Sem assinatura' },
};

/** Statuses with something the API can cancel: a running paid period or an unpaid request. */
const CANCELLABLE: readonly SubscriptionStatus[] = ['active', 'pending'];

export interface CurrentSubscriptionProps {
  subscription: SubscriptionState;
  /** The name of the subscribed plan, when it is among the plans on sale. */
  planName: string | undefined;
  /** The no-JavaScript confirmation step (`?cancelar=1`) is showing. */
  confirmingCancel: boolean;
}

/** The person's subscription as the API computed it (DESIGN §5), with the cancel action. */
export function CurrentSubscription({ subscription, planName, confirmingCancel }: CurrentSubscriptionProps) {
  const t = useT();
  const { active, status } = subscription;
  const text = STATUS_TEXT[status];
  const date = status === 'trialing' ? subscription.trial_ends_at : subscription.current_period_end;
  return (
    <Paper
      component="section"
      aria-labelledby="current-subscription-title"
      padding={3}
      className="stack gap-1_5"
    >
      <Stack direction="row" spacing={1} align="center" wrap>
        <Text id="current-subscription-title" component="h2" variant="h6">
          {t('Sua assinatura')}
        </Text>
        <Chip
          label={t(text.label)}
          color={active ? 'primary' : status === 'pending' ? 'warning' : 'default'}
          size="small"
        />
      </Stack>
      {planName ? <p>{t('Plano: {name}', { name: planName })}</p> : null}
      {text.until && date ? <p>{t(text.until, { date: formatDate(date) })}</p> : null}
      {status === 'pending' ? (
        <Alert severity="info">
          {t(
            'O pagamento é combinado com a equipe Ponte. Sua assinatura fica pendente até o pagamento ser confirmado; então o acesso é liberado.',
          )}
        </Alert>
      ) : null}
      {active ? null : (
        <Alert severity="warning">
          {t('Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura')}
        </Alert>
      )}
      {CANCELLABLE.includes(status) ? <CancelSubscription confirming={confirmingCancel} /> : null}
    </Paper>
  );
}
