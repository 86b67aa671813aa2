import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useHydrated } from '../utils/use-hydrated.ts';
import { useT } from '../utils/i18n.ts';

/**
 * The spec's "Erro!" dialog (§8) for a refused submission. `failure` is the action's answer: each new
 * answer opens the dialog again. Without JavaScript a dialog could not be closed, so the same text is
 * shown as an alert until the page is hydrated.
 */
export function ErrorDialog({ failure }: { failure: { error?: string | undefined } | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<object | undefined>(undefined);
  if (!failure?.error) return null;
  if (!hydrated) return <Alert severity="error">{failure.error}</Alert>;
  const close = () => setDismissed(failure);
  return (
    <Dialog open={dismissed !== failure} onClose={close} aria-labelledby="error-dialog-title">
      <DialogTitle id="error-dialog-title">{t('Erro!')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{failure.error}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained" autoFocus>
          {t('Fechar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
