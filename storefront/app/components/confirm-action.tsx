import { useRef, useState } from 'react';
import { Form, useLocation, useSubmit } from 'react-router';
import { useHydrated } from '../utils/use-hydrated.ts';
import { useT } from '../utils/i18n.ts';
import { Alert } from './ui/alert.tsx';
import { Button, ButtonLink } from './ui/button.tsx';
import { Dialog, DialogText } from './ui/dialog.tsx';
import { Stack } from './ui/stack.tsx';

/** The spec's dialog colours (docs/product.md#language-and-theme): confirm is the theme's primary (a readable shade of #569195), cancel #d33 its error. */
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
  /** The button's class (its place in the page's layout). */
  className?: string | undefined;
}

/**
 * A destructive action behind a confirmation, posted to a route action. With JavaScript the question is
 * a dialog; without it the button is a link to `?<param>=1`, where the same question is asked inline
 * with a plain form ("Voltar" goes back to the page without the parameter).
 */
export function ConfirmAction(props: ConfirmActionProps) {
  const {
    confirming,
    busy,
    param,
    intent,
    action,
    id,
    label,
    question,
    consequence,
    confirmLabel,
    className,
  } = props;
  const t = useT();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const back = useRef<HTMLButtonElement>(null);

  if (confirming) {
    return (
      <Alert severity="warning" role="region" aria-label={question}>
        <strong>{question}</strong> {consequence}
        <Form method="post" action={action} className="mt-1">
          <input type="hidden" name="intent" value={intent} />
          <Stack direction="row" spacing={1} wrap>
            <Button type="submit" variant="contained" color={CONFIRM_COLOR} disabled={busy}>
              {confirmLabel}
            </Button>
            <ButtonLink to={action ?? pathname} variant="contained" color={BACK_COLOR}>
              {t('Voltar')}
            </ButtonLink>
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
      <ButtonLink
        to={`?${param}=1`}
        variant="outlined"
        color="error"
        className={className}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          if (!busy) setOpen(true);
        }}
      >
        {label}
      </ButtonLink>
      <Dialog
        open={open}
        onClose={close}
        title={question}
        initialFocus={back}
        actions={
          <>
            <Button ref={back} onClick={close} variant="contained" color={BACK_COLOR}>
              {t('Voltar')}
            </Button>
            <Button onClick={confirm} variant="contained" color={CONFIRM_COLOR}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        <DialogText id={`${id}-text`}>{consequence}</DialogText>
      </Dialog>
    </>
  );
}
