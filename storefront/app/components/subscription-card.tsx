import type { SubscriptionState } from '@ponte/shared';
import { formatDate } from '@ponte/shared/i18n';
import { useLocale, useT } from '../utils/i18n.ts';
import { STATUS_TEXT, statusDate } from './plans/subscription-status.ts';
import { Alert } from './ui/alert.tsx';
import { ButtonLink } from './ui/button.tsx';
import { Chip } from './ui/chip.tsx';
import { Paper } from './ui/paper.tsx';
import { Stack } from './ui/stack.tsx';
import { Text } from './ui/text.tsx';

/**
 * The subscription facts the API computed (docs/domain-rules.md#subscriptions); the storefront only shows them, with the same
 * words as the plans page: the date that belongs to the status (not a trial's end once a plan is paid),
 * and a request awaiting approval whatever the status.
 */
export function SubscriptionCard({ subscription }: { subscription: SubscriptionState }) {
  const t = useT();
  const locale = useLocale();
  const { active, status, pending } = subscription;
  const text = STATUS_TEXT[status];
  const date = statusDate(subscription);
  return (
    <Paper padding={3} className="stack gap-1_5">
      <Stack direction="row" spacing={1} align="center">
        <Text component="h2" variant="h6">
          {t('Assinatura')}
        </Text>
        <Chip label={active ? t('Ativa') : t('Inativa')} color={active ? 'primary' : 'error'} size="small" />
      </Stack>
      <p>
        {t('Situação')}: {t(text.label)}
      </p>
      {text.until && date ? <p>{t(text.until, { date: formatDate(date, locale) })}</p> : null}
      {pending ? (
        <p>
          {t(
            pending.awaiting === 'payment'
              ? 'Assinatura aguardando pagamento'
              : 'Pedido aguardando aprovação',
          )}
          :{' '}
          {t('Plano {name}, pedido em {date}.', {
            name: pending.plan_name,
            date: formatDate(pending.requested_at, locale),
          })}
        </p>
      ) : null}
      {active || pending ? null : (
        <Alert severity="info">
          {t('Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura')}
        </Alert>
      )}
      {/* A trial, a request, an ending period: the plans page is where one chooses, pays and follows it. */}
      {status === 'active' && !pending ? null : (
        <ButtonLink to="/plans" variant="outlined" className="self-start">
          {t('Ver planos')}
        </ButtonLink>
      )}
    </Paper>
  );
}
