import { useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { Button, useExpanded, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { SubscriptionListItem } from '@ponte/shared';
import { SubscriptionCharges } from './subscription-charges.tsx';
import { hasCharges, subscriberName } from './subscription-choices.ts';

type Props = { subscription: SubscriptionListItem; name: string };

/**
 * Opens the row's expand panel (react-admin's store, the same state as its arrow): that arrow is
 * hidden from the keyboard and from screen readers (ra-ui-materialui's ExpandRowButton), this is not.
 */
function ExpandToggle({ subscription, name }: Props) {
  const resource = useResourceContext() ?? 'subscriptions';
  const [expanded, toggle] = useExpanded(resource, subscription.id);
  return (
    <Button
      label="Cobranças"
      aria-label={name}
      aria-expanded={expanded}
      aria-controls={expanded ? `${subscription.id}-expand` : undefined}
      onClick={(event) => {
        // Rows may be clickable: the button is its own action.
        event.stopPropagation();
        toggle();
      }}
    >
      {expanded ? <ExpandLessIcon /> : <ReceiptIcon />}
    </Button>
  );
}

/** On a phone the list has no rows to expand: the charges open full screen. */
function ChargesDialog({ subscription, name }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="Cobranças" aria-label={name} onClick={() => setOpen(true)}>
        <ReceiptIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen
        aria-labelledby={`charges-${subscription.id}`}
      >
        <DialogTitle id={`charges-${subscription.id}`}>{name}</DialogTitle>
        <DialogContent>
          <SubscriptionCharges subscription={subscription} heading={false} />
        </DialogContent>
        <DialogActions>
          <Button label="Fechar" onClick={() => setOpen(false)} />
        </DialogActions>
      </Dialog>
    </>
  );
}

/** "Cobranças" on a row paid through Asaas: under the row on a wide screen, in a dialog on a phone. */
export function ChargesButton() {
  const subscription = useRecordContext<SubscriptionListItem>();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!subscription || !hasCharges(subscription)) return null;
  const name = translate('Cobranças de %{name}', { name: subscriberName(subscription) });
  return phone ? (
    <ChargesDialog subscription={subscription} name={name} />
  ) : (
    <ExpandToggle subscription={subscription} name={name} />
  );
}
