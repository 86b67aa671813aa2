import { useNavigation } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import { ConfirmAction } from '../confirm-action.tsx';
import type { CancelKind } from './subscription-status.ts';

/** The words of each kind of cancel: a request nobody paid for is withdrawn, with no "período já pago". */
const WORDS: Record<CancelKind, { label: string; question: string; consequence: string }> = {
  period: {
    label: 'Cancelar assinatura',
    question: 'Cancelar a assinatura?',
    consequence: 'Você continua com acesso até o fim do período já pago, mas a assinatura não é renovada.',
  },
  request: {
    label: 'Cancelar pedido',
    question: 'Cancelar o pedido de assinatura?',
    consequence: 'O pedido é retirado e nada é cobrado. Você pode fazer um novo pedido quando quiser.',
  },
  both: {
    label: 'Cancelar assinatura',
    question: 'Cancelar a assinatura?',
    consequence:
      'O pedido que aguarda aprovação é retirado e a assinatura não é renovada; você continua com acesso até o fim do período já pago.',
  },
};

/**
 * Cancel with a confirmation. With JavaScript the confirmation is a dialog; without it the button is a
 * link to `?cancelar=1`, where the same question is asked inline with a plain form.
 */
export function CancelSubscription({ kind, confirming }: { kind: CancelKind; confirming: boolean }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const words = WORDS[kind];
  return (
    <ConfirmAction
      confirming={confirming}
      busy={busy}
      param="cancelar"
      intent="cancel"
      id="cancel"
      label={t(words.label)}
      question={t(words.question)}
      consequence={t(words.consequence)}
      confirmLabel={t('Sim, cancelar')}
      className="self-start"
    />
  );
}
