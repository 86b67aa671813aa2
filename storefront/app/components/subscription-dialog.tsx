import type { Role } from '@ponte/shared/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useT } from '../utils/i18n.ts';
import { useHydrated } from '../utils/use-hydrated.ts';

export const INACTIVE_MESSAGE =
  'Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura';

/** Where an inactive account may stay (DESIGN §5: plans, profile and content stay open). */
const OPEN_ROOTS = ['/plans', '/profile', '/viewcontent', '/content'];

/**
 * The trial/inactive rule (spec §4, DESIGN §5): a supplier or client whose `subscription.active` is false
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
  const text = t(INACTIVE_MESSAGE);
  const button = t('Ok, Obrigado!');

  if (!hydrated) {
    return (
      <Alert
        severity="warning"
        sx={{ mb: 3 }}
        action={
          <Button component={RouterLink} to="/plans" color="inherit">
            {button}
          </Button>
        }
      >
        {text}
      </Alert>
    );
  }
  const goToPlans = () => navigate('/plans');
  return (
    <Dialog open onClose={goToPlans} aria-labelledby={`${id}-text`}>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ color: 'text.primary' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The spec's confirm colour: the theme's primary, a readable shade of #569195. */}
        <Button
          onClick={goToPlans}
          variant="contained"
          color="primary"
          autoFocus
          sx={{
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
          }}
        >
          {button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
