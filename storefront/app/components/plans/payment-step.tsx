import type { CurrentCharge, PaymentSummary } from '@ponte/shared';
import { formatBRL } from '@ponte/shared/i18n';
import { BILLING_METHOD_LABELS, CHARGE_STATE_LABELS } from '@ponte/shared/vocabulary';
import { Chip } from '../ui/chip.tsx';
import { Paper } from '../ui/paper.tsx';
import { Spinner } from '../ui/progress.tsx';
import { Text } from '../ui/text.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';
import { formatDay } from './format-day.ts';
import { BoletoPayment, CardPayment, PixPayment, ProviderLink } from './payment-methods.tsx';
import styles from './payment-step.module.css';

/** The plans page shows the payment step while a charge waits (open or overdue) or is being prepared. */
export const awaitsPayment = (summary: PaymentSummary | null) =>
  Boolean(summary && (summary.current_charge || summary.subscription?.preparing));

/**
 * "Pagamento": the charge to pay now, and how, for the method chosen (real payments). The page follows
 * it (it reloads its data while this shows) until the payment is confirmed.
 */
export function PaymentStep({ summary }: { summary: PaymentSummary }) {
  const t = useT();
  const charge = summary.current_charge;
  return (
    <Paper component="section" aria-labelledby="payment-title" padding="responsive" className="stack gap-2">
      <Text id="payment-title" component="h2" variant="h6">
        {t('Pagamento')}
      </Text>
      {charge ? (
        <ChargeToPay charge={charge} method={charge.method ?? summary.subscription?.method ?? null} />
      ) : (
        <p className={styles.preparing}>
          <Spinner size={24} aria-label={t('Preparando sua cobrança…')} />
          {t('Preparando sua cobrança…')}
        </p>
      )}
    </Paper>
  );
}

function ChargeToPay({ charge, method }: { charge: CurrentCharge; method: CurrentCharge['method'] }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('Valor')}</dt>
        <dd>{formatBRL(charge.value_cents, locale)}</dd>
        <dt>{t('Vencimento')}</dt>
        <dd>
          {formatDay(charge.due_date, locale)}
          {charge.state === 'overdue' ? (
            <Chip label={t(CHARGE_STATE_LABELS.overdue)} color="error" size="small" className={styles.chip} />
          ) : null}
        </dd>
        {method ? (
          <>
            <dt>{t('Forma de pagamento')}</dt>
            <dd>{t(BILLING_METHOD_LABELS[method])}</dd>
          </>
        ) : null}
      </dl>
      {method === 'pix' ? <PixPayment charge={charge} /> : null}
      {method === 'boleto' ? <BoletoPayment charge={charge} /> : null}
      {method === 'card' ? <CardPayment charge={charge} /> : null}
      {charge.invoice_url ? (
        <ProviderLink href={charge.invoice_url} variant="outlined" className="self-start">
          {t('Abrir fatura')}
        </ProviderLink>
      ) : null}
      <Text variant="body2" color="text.secondary">
        {hydrated
          ? t('Esta página se atualiza sozinha quando o pagamento for confirmado.')
          : t('Depois de pagar, recarregue esta página para ver a confirmação.')}
      </Text>
    </>
  );
}
