import { useRef, useState } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogText, type DialogProps } from '../ui/dialog.tsx';
import { useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';

type Outcome = { ok: true; message: string } | { ok: false; error: string };

/**
 * The spec's dialogs (docs/product.md#messages) (texts are catalog phrases or the server's pt-BR text, translated when shown) after a delete or an update: the success text as the title ("Produto removido"), or
 * "Erro!" with the server's text. Each new outcome opens it again; before hydration it is an alert,
 * since a dialog without JavaScript could not be closed.
 */
export function ResultDialog({
  outcome,
  finalFocus,
}: {
  outcome: Outcome | undefined;
  /** Where the focus goes on "Ok" when the opener may be gone (see `Dialog`). */
  finalFocus?: DialogProps['finalFocus'];
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<object | undefined>(undefined);
  const ok = useRef<HTMLButtonElement>(null);
  if (!outcome) return null;
  const title = outcome.ok ? t(outcome.message) : t('Erro!');
  if (!hydrated) {
    return (
      <Alert severity={outcome.ok ? 'success' : 'error'}>
        {t(outcome.ok ? outcome.message : outcome.error)}
      </Alert>
    );
  }
  const close = () => setDismissed(outcome);
  return (
    <Dialog
      open={dismissed !== outcome}
      onClose={close}
      title={title}
      initialFocus={ok}
      finalFocus={finalFocus}
      actions={
        <Button ref={ok} onClick={close} variant="contained">
          {t('Ok')}
        </Button>
      }
    >
      {outcome.ok ? null : <DialogText>{t(outcome.error)}</DialogText>}
    </Dialog>
  );
}
