import type { PaymentSummary } from '@ponte/shared';
import { BILLING_METHOD_LABELS } from '@ponte/shared/vocabulary';
import { Alert } from '../ui/alert.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
import { formatDay } from './format-day.ts';

export type ProviderSubscription = NonNullable<PaymentSummary['subscription']>;

/**
 * What the payment service adds to the subscription (real payments): how it is paid, when it charges
 * next, the grace of an overdue renewal (access until then, then suspended), and why it refused it.
 */
export function ProviderFacts({ subscription }: { subscription: ProviderSubscription }) {
  const t = useT();
  const locale = useLocale();
  const { method, status, next_due_date, grace_until, provider_error } = subscription;
  return (
    <>
      {method ? (
        <p>{t('Forma de pagamento: {method}', { method: t(BILLING_METHOD_LABELS[method]) })}</p>
      ) : null}
      {status === 'active' && next_due_date && !grace_until ? (
        <p>{t('Próxima cobrança em {date}', { date: formatDay(next_due_date, locale) })}</p>
      ) : null}
      {grace_until ? (
        <Alert severity="warning">
          {t('Pagamento em atraso. O acesso continua até {date}; depois a conta é suspensa.', {
            date: formatDay(grace_until, locale),
          })}
        </Alert>
      ) : null}
      {provider_error ? (
        <Alert severity="error">
          <p>
            <strong>{t('O serviço de pagamentos recusou a assinatura.')}</strong>
          </p>
          <p>{t(provider_error)}</p>
        </Alert>
      ) : null}
    </>
  );
}
