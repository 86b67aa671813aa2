import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';

type Outcome = { ok: true; message: string } | { ok: false; error: string };

/**
 * Spec §8's dialogs (texts are catalog phrases or the server's pt-BR text, translated when shown) after a delete or an update: the success text as the title ("Produto removido"), or
 * "Erro!" with the server's text. Each new outcome opens it again; before hydration it is an alert,
 * since a dialog without JavaScript could not be closed.
 */
export function ResultDialog({ outcome }: { outcome: Outcome | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<object | undefined>(undefined);
  if (!outcome) return null;
  const title = outcome.ok ? t(outcome.message) : t('Erro!');
  if (!hydrated) {
    return <Alert severity={outcome.ok ? 'success' : 'error'}>{t(outcome.ok ? outcome.message : outcome.error)}</Alert>;
  }
  const close = () => setDismissed(outcome);
  return (
    <Dialog open={dismissed !== outcome} onClose={close} aria-labelledby="result-dialog-title">
      <DialogTitle id="result-dialog-title">{title}</DialogTitle>
      {outcome.ok ? null : (
        <DialogContent>
          <DialogContentText>{t(outcome.error)}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={close} variant="contained" autoFocus>
          {t('Ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
