import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, type Severity } from '../ui/alert.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';

/**
 * Spec §4: a shipping message stays until closed by its close action. `answer` is the action's answer
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
  if (!shown) return null;
  return (
    <Alert
      id={id}
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
