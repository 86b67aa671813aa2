import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Form, Link as RouterLink, useLocation, useNavigation, useSubmit } from 'react-router';
import { useHydrated } from '../../utils/use-hydrated.ts';
import { useT } from '../../utils/i18n.ts';

/** The spec's dialog colours (§9): confirm is the theme's primary (a readable shade of #569195), cancel #d33 its error. */
const CONFIRM_COLOR = 'primary';
const BACK_COLOR = 'error';

/**
 * "Cancelar assinatura" with a confirmation. With JavaScript the confirmation is a dialog; without it
 * the button is a link to `?cancelar=1`, where the same question is asked inline with a plain form.
 */
export function CancelSubscription({ confirming }: { confirming: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const busy = useNavigation().state !== 'idle';
  const [open, setOpen] = useState(false);
  const question = t('Cancelar a assinatura?');
  const consequence = t(
    'Você continua com acesso até o fim do período já pago, mas a assinatura não é renovada.',
  );

  if (confirming) {
    return (
      <Alert severity="warning" role="region" aria-label={question}>
        <strong>{question}</strong> {consequence}
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Button type="submit" variant="contained" color={CONFIRM_COLOR} disabled={busy}>
              {t('Sim, cancelar')}
            </Button>
            <Button component={RouterLink} to={pathname} variant="contained" color={BACK_COLOR}>
              {t('Voltar')}
            </Button>
          </Stack>
        </Form>
      </Alert>
    );
  }

  const close = () => setOpen(false);
  const confirm = () => {
    setOpen(false);
    void submit({ intent: 'cancel' }, { method: 'post' });
  };
  return (
    <>
      <Button
        component={RouterLink}
        to="?cancelar=1"
        variant="outlined"
        color="error"
        sx={{ alignSelf: 'flex-start' }}
        disabled={busy}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t('Cancelar assinatura')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="cancel-title" aria-describedby="cancel-text">
        <DialogTitle id="cancel-title">{question}</DialogTitle>
        <DialogContent>
          <DialogContentText id="cancel-text">{consequence}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} variant="contained" color={BACK_COLOR} autoFocus>
            {t('Voltar')}
          </Button>
          <Button onClick={confirm} variant="contained" color={CONFIRM_COLOR}>
            {t('Sim, cancelar')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
