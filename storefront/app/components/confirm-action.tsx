import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Form, Link as RouterLink, useLocation, useSubmit } from 'react-router';
import { useHydrated } from '../utils/use-hydrated.ts';
import { useT } from '../utils/i18n.ts';

/** The spec's dialog colours (§9): confirm is the theme's primary (a readable shade of #569195), cancel #d33 its error. */
const CONFIRM_COLOR = 'primary';
const BACK_COLOR = 'error';

export interface ConfirmActionProps {
  /** The page was opened with `?<param>=1`: ask inline, with a plain form (works without JavaScript). */
  confirming: boolean;
  /** A submission is under way: the buttons wait. */
  busy: boolean;
  /** The query parameter that asks the question without JavaScript, e.g. `cancelar`. */
  param: string;
  /** Posted as `intent` to `action` (the current route when absent). */
  intent: string;
  action?: string;
  /** Prefix of the dialog's element ids (one per page). */
  id: string;
  /** Already translated: the button, the question, what it means, the confirming button. */
  label: string;
  question: string;
  consequence: string;
  confirmLabel: string;
  sx?: SxProps<Theme>;
}

/**
 * A destructive action behind a confirmation, posted to a route action. With JavaScript the question is
 * a dialog; without it the button is a link to `?<param>=1`, where the same question is asked inline
 * with a plain form ("Voltar" goes back to the page without the parameter).
 */
export function ConfirmAction(props: ConfirmActionProps) {
  const { confirming, busy, param, intent, action, id, label, question, consequence, confirmLabel, sx } =
    props;
  const t = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

  if (confirming) {
    return (
      <Alert severity="warning" role="region" aria-label={question}>
        <strong>{question}</strong> {consequence}
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value={intent} />
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Button type="submit" variant="contained" color={CONFIRM_COLOR} disabled={busy}>
              {confirmLabel}
            </Button>
            <Button component={RouterLink} to={action ?? pathname} variant="contained" color={BACK_COLOR}>
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
    void submit({ intent }, { method: 'post', action });
  };
  return (
    <>
      <Button
        component={RouterLink}
        to={`?${param}=1`}
        variant="outlined"
        color="error"
        sx={sx}
        disabled={busy}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <DialogTitle id={`${id}-title`}>{question}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{consequence}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} variant="contained" color={BACK_COLOR} autoFocus>
            {t('Voltar')}
          </Button>
          <Button onClick={confirm} variant="contained" color={CONFIRM_COLOR}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
