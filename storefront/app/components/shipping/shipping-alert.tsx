import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, type Severity } from '../ui/alert.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { useT } from '../../utils/i18n.ts';
import { useFocusWhenLost } from '../../utils/use-focus-when-lost.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';

/**
 * Spec (docs/product.md#behaviours): a shipping message stays until closed by its close action. `answer` is the action's answer
 * the message came from: a new answer shows again. Without JavaScript, "Fechar" reloads the page.
 */
export function ShippingAlert({
  answer,
  message,
  severity = 'error',
}: {
  answer: object | undefined;
  message: string | undefined;
  severity?: Severity;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const id = useId();
  const [closed, setClosed] = useState<object | undefined>(undefined);
  const shown = Boolean(answer && message && closed !== answer);
  // The form that was sent may be far below: each new answer's message is scrolled into view.
  useEffect(() => {
    if (shown) document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [shown, answer, id]);
  // The button that was pressed may be gone with its step ("Mudar para Enviada" after the change): the
  // keyboard continues from the message that says what happened, not from the top of the page.
  useFocusWhenLost(id, shown ? answer : undefined);
  if (!shown) return null;
  return (
    <Alert
      id={id}
      tabIndex={-1}
      severity={severity}
      action={
        <ButtonLink
          to={`${location.pathname}${location.search}`}
          color="inherit"
          size="small"
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setClosed(answer);
            // "Fechar" goes with its message: the keyboard goes on from the page's content, not the body.
            document.getElementById('conteudo')?.focus({ preventScroll: true });
          }}
        >
          {t('Fechar')}
        </ButtonLink>
      }
    >
      {message}
    </Alert>
  );
}
