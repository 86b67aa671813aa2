import { useState } from 'react';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { SubscriptionListItem } from '@ponte/shared';
import { apiErrorMessage } from '../providers/api-error.ts';
import type { PonteDataProvider } from '../providers/data-provider.ts';
import { hasCharges, subscriberName } from './subscription-choices.ts';

/**
 * "Sincronizar com o Asaas": the API re-reads the subscription and its charges from Asaas and repairs
 * what a lost webhook left behind. Nothing changes at Asaas, so it asks nothing first; the API's sentence
 * (or its refusal: 409 when Asaas has no such subscription, 503 when it does not answer) is the notification.
 */
export function SyncButton() {
  const subscription = useRecordContext<SubscriptionListItem>();
  const dataProvider = useDataProvider<PonteDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!subscription || !hasCharges(subscription)) return null;

  async function sync(id: number) {
    setBusy(true);
    try {
      const { message } = await dataProvider.syncSubscription(id);
      notify(message, { type: 'success' });
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  }

  return (
    <Button
      label="Sincronizar"
      aria-label={translate('Sincronizar com o Asaas a assinatura de %{name}', {
        name: subscriberName(subscription),
      })}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void sync(subscription.id);
      }}
    >
      <SyncIcon />
    </Button>
  );
}
