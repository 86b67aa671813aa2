import { useRef, useState } from 'react';
import { useHydrated } from '../utils/use-hydrated.ts';
import { useT } from '../utils/i18n.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Dialog, DialogText } from './ui/dialog.tsx';

/**
 * The spec's "Erro!" dialog (docs/product.md#messages) for a refused submission. `failure` is the action's answer: each new
 * answer opens the dialog again. Without JavaScript a dialog could not be closed, so the same text is
 * shown as an alert until the page is hydrated.
 */
export function ErrorDialog({ failure }: { failure: { error?: string | undefined } | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const closeButton = useRef<HTMLButtonElement>(null);
  const [dismissed, setDismissed] = useState<object | undefined>(undefined);
  if (!failure?.error) return null;
  if (!hydrated) return <Alert severity="error">{failure.error}</Alert>;
  const close = () => setDismissed(failure);
  return (
    <Dialog
      open={dismissed !== failure}
      onClose={close}
      title={t('Erro!')}
      initialFocus={closeButton}
      actions={
        <Button ref={closeButton} onClick={close} variant="contained">
          {t('Fechar')}
        </Button>
      }
    >
      <DialogText>{failure.error}</DialogText>
    </Dialog>
  );
}
