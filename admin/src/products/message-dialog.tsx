import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DialogMessage {
  title: string;
  text?: string;
  vars?: Record<string, unknown>;
}

/** The spec's result dialogs ("Produto removido", "Erro!"): a title, a sentence and Ok. */
export function MessageDialog({ message, onClose }: { message: DialogMessage | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="message-dialog-title">
      {message && (
        <>
          <DialogTitle id="message-dialog-title">{translate(message.title, message.vars)}</DialogTitle>
          {message.text && (
            <DialogContent>
              <DialogContentText>{translate(message.text, message.vars)}</DialogContentText>
            </DialogContent>
          )}
          <DialogActions>
            <Button onClick={onClose} variant="contained" autoFocus>
              {translate('Ok')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
