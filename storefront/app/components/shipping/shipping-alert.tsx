import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
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
  severity?: AlertColor;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const [closed, setClosed] = useState<object | undefined>(undefined);
  const shown = Boolean(answer && message && closed !== answer);
  // The form that was sent may be far below: each new answer's message is scrolled into view.
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) alert.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [shown, answer]);
  if (!shown) return null;
  return (
    <Alert
      ref={alert}
      severity={severity}
      action={
        <Button
          component={RouterLink}
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
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
