import { useNavigation } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import { ConfirmAction } from '../confirm-action.tsx';

/**
 * "Cancelar assinatura" with a confirmation. With JavaScript the confirmation is a dialog; without it
 * the button is a link to `?cancelar=1`, where the same question is asked inline with a plain form.
 */
export function CancelSubscription({ confirming }: { confirming: boolean }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <ConfirmAction
      confirming={confirming}
      busy={busy}
      param="cancelar"
      intent="cancel"
      id="cancel"
      label={t('Cancelar assinatura')}
      question={t('Cancelar a assinatura?')}
      consequence={t(
        'Você continua com acesso até o fim do período já pago, mas a assinatura não é renovada.',
      )}
      confirmLabel={t('Sim, cancelar')}
      className="self-start"
    />
  );
}
