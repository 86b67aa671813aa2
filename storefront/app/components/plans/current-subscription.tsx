import type { SubscriptionState } from '@ponte/shared';
import { formatDate } from '@ponte/shared/i18n';
import { Alert } from '../ui/alert.tsx';
import { Chip } from '../ui/chip.tsx';
import { Paper } from '../ui/paper.tsx';
import { Stack } from '../ui/stack.tsx';
import { Text } from '../ui/text.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
import { CancelSubscription } from './cancel-subscription.tsx';
import { ProviderFacts, type ProviderSubscription } from './provider-facts.tsx';
import { cancelKind, STATUS_TEXT, statusDate } from './subscription-status.ts';

export interface CurrentSubscriptionProps {
  subscription: SubscriptionState;
  /** The name of the subscribed plan, when it is among the plans on sale. */
  planName: string | undefined;
  /** The no-JavaScript confirmation step (`?cancelar=1`) is showing. */
  confirmingCancel: boolean;
  /** Real payments: the subscription at the payment service (`null` before any); absent otherwise. */
  provider?: ProviderSubscription | null | undefined;
}

/** A request waits for the Ponte team (manual payments) or for its charge to be paid (real payments). */
const PENDING_WORDS = {
  manual: {
    label: STATUS_TEXT.pending.label,
    title: 'Pedido aguardando aprovação',
    text: 'O pagamento é combinado com a equipe Ponte. Sua assinatura fica pendente até o pagamento ser confirmado; então o acesso é liberado.',
  },
  provider: {
    label: 'Aguardando o pagamento',
    title: 'Assinatura aguardando pagamento',
    text: 'A assinatura começa quando a cobrança for paga.',
  },
};

/**
 * The person's subscription as the API computed it (docs/domain-rules.md#subscriptions): its status and date, a request awaiting
 * approval whatever the status (a trial, a cancelled period), and the cancel that fits.
 */
export function CurrentSubscription({
  subscription,
  planName,
  confirmingCancel,
  provider,
}: CurrentSubscriptionProps) {
  const t = useT();
  const locale = useLocale();
  const { active, status, pending } = subscription;
  const text = STATUS_TEXT[status];
  const words = PENDING_WORDS[provider === undefined ? 'manual' : 'provider'];
  const date = statusDate(subscription);
  const kind = cancelKind(subscription);
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
          label={t(status === 'pending' ? words.label : text.label)}
          color={active ? 'primary' : status === 'pending' ? 'warning' : 'default'}
          size="small"
        />
      </Stack>
      {planName && status !== 'pending' ? <p>{t('Plano: {name}', { name: planName })}</p> : null}
      {text.until && date ? <p>{t(text.until, { date: formatDate(date, locale) })}</p> : null}
      {provider ? <ProviderFacts subscription={provider} /> : null}
      {pending ? (
        <Alert severity="info" role="status">
          <p>
            <strong>{t(words.title)}</strong>
          </p>
          <p>
            {t('Plano {name}, pedido em {date}.', {
              name: pending.plan_name,
              date: formatDate(pending.requested_at, locale),
            })}
          </p>
          <p>{t(words.text)}</p>
        </Alert>
      ) : null}
      {active || pending ? null : (
        <Alert severity="warning">
          {t('Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura')}
        </Alert>
      )}
      {kind ? <CancelSubscription kind={kind} confirming={confirmingCancel} /> : null}
    </Paper>
  );
}
