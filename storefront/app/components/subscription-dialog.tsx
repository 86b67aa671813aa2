import type { Role } from '@ponte/shared/constants';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../utils/i18n.ts';
import { useHydrated } from '../utils/use-hydrated.ts';
import { Alert } from './ui/alert.tsx';
import { Button, ButtonLink } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

const INACTIVE_MESSAGE =
  'Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura';

/**
 * Where an inactive account may stay (docs/domain-rules.md#inactive-accounts: plans, profile and content
 * stay open; notifications too, decision 058: "your trial ended" must be readable when it has).
 */
const OPEN_ROOTS = ['/plans', '/profile', '/viewcontent', '/content', '/notifications'];

/**
 * The trial/inactive rule (docs/domain-rules.md#inactive-accounts): a supplier or client whose `subscription.active` is false
 * gets the dialog on every page except the open ones; admins never.
 */
export function needsSubscriptionDialog(role: Role, active: boolean, pathname: string): boolean {
  if (role === 'admin' || active) return false;
  return !OPEN_ROOTS.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/**
 * The spec's dialog, then /plans (closing it any other way goes there too). Before hydration a dialog
 * could not be used, so the server's HTML carries the same text and button as an alert with a link.
 */
export function SubscriptionDialog() {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const ok = useRef<HTMLButtonElement>(null);
  const text = t(INACTIVE_MESSAGE);
  const button = t('Ok, Obrigado!');

  if (!hydrated) {
    return (
      <Alert
        severity="warning"
        className="mb-3"
        action={
          <ButtonLink to="/plans" color="inherit">
            {button}
          </ButtonLink>
        }
      >
        {text}
      </Alert>
    );
  }
  const goToPlans = () => navigate('/plans');
  return (
    <Dialog
      open
      onClose={goToPlans}
      aria-labelledby={`${id}-text`}
      initialFocus={ok}
      actions={
        // The spec's confirm colour: the theme's primary, a readable shade of #569195.
        <Button ref={ok} onClick={goToPlans} variant="contained" color="primary">
          {button}
        </Button>
      }
    >
      {/* The dialog's only text, so it names the dialog, in the body colour (it is not secondary here). */}
      <p id={`${id}-text`} className="mt-1">
        {text}
      </p>
    </Dialog>
  );
}
