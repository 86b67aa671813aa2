import { Alert } from '../ui/alert.tsx';
import { useT } from '../../utils/i18n.ts';
import type { Subscribed } from './subscribe-answer.ts';

/** What a cancel did: a running period stops renewing, or a request nobody paid for is withdrawn. */
export const CANCELLED = ['period', 'request'] as const;
export type Cancelled = (typeof CANCELLED)[number];

/** What the last subscribe or cancel did, read from the URL its redirect left. */
export function PlansOutcome({
  subscribed,
  cancelled,
}: {
  subscribed: Subscribed | null;
  cancelled: Cancelled | null;
}) {
  const t = useT();
  return (
    <>
      {subscribed === 'pending' ? (
        <Alert severity="success">
          {t(
            'Pedido de assinatura recebido. Ele fica pendente até a equipe Ponte confirmar o pagamento; o acesso é liberado na aprovação.',
          )}
        </Alert>
      ) : null}
      {subscribed === 'active' ? <Alert severity="success">{t('Assinatura ativada.')}</Alert> : null}
      {/* Real payments: no team approves anything, the first charge (shown below) is what opens the access. */}
      {subscribed === 'payment' ? (
        <Alert severity="success">
          {t('Assinatura criada. Pague a primeira cobrança abaixo para liberar o acesso.')}
        </Alert>
      ) : null}
      {cancelled === 'period' ? (
        <Alert severity="success">
          {t('Assinatura cancelada. O acesso continua até o fim do período já pago.')}
        </Alert>
      ) : null}
      {cancelled === 'request' ? (
        <Alert severity="success">{t('Pedido de assinatura cancelado. Nada foi cobrado.')}</Alert>
      ) : null}
    </>
  );
}
