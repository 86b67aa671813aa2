import { useT } from '../../utils/i18n.ts';
import { ConfirmAction } from '../confirm-action.tsx';

/** Without JavaScript the confirmation is a page state: `/erp?desconectar=1` asks inline. */
export const DISCONNECT_PARAM = 'desconectar';

/**
 * "Desconectar" with a confirmation (confirm in the theme's primary, cancel in #d33, docs/product.md#language-and-theme): a dialog
 * with JavaScript; without it a link to `?desconectar=1`, where a plain form asks the same.
 */
export function BlingDisconnect({ confirming, busy }: { confirming: boolean; busy: boolean }) {
  const t = useT();
  return (
    <ConfirmAction
      confirming={confirming}
      busy={busy}
      param={DISCONNECT_PARAM}
      intent="bling-disconnect"
      action="/erp"
      id="bling-disconnect"
      label={t('Desconectar')}
      question={t('Desconectar do Bling?')}
      consequence={t(
        'Seus produtos ficam na Ponte, mas deixam de ser atualizados pelo Bling até você conectar de novo.',
      )}
      confirmLabel={t('Sim, desconectar')}
    />
  );
}
