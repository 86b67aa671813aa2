import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { Charge, SubscriptionListItem } from '@ponte/shared';
import { useMoney } from '../layout/use-money.ts';
import { apiErrorMessage } from '../providers/api-error.ts';
import type { PonteDataProvider } from '../providers/data-provider.ts';
import { subscriberName } from './subscription-choices.ts';

/**
 * "Estornar" on a paid charge: asks first (the money goes back and the access ends at once), then the
 * API's sentence is the notification, or its refusal (409: not paid any more; 503: Asaas did not answer).
 * Everything reloads either way: the charge, the subscription's row and its status.
 */
export function useChargeRefund(subscription: SubscriptionListItem) {
  const dataProvider = useDataProvider<PonteDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const money = useMoney();
  // The charge stays while the dialog fades out, so its words do not change on the way.
  const [asked, setAsked] = useState<Charge | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function refund(charge: Charge) {
    setBusy(true);
    try {
      const { message } = await dataProvider.refundCharge(charge.id);
      notify(message, { type: 'success' });
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
      refresh();
    }
  }

  const dialog = (
    <Confirm
      isOpen={open}
      loading={busy}
      title="Estornar cobrança?"
      content="O valor de %{value} é devolvido a quem pagou e o acesso de %{name} termina na hora."
      contentTranslateOptions={{
        value: asked ? money(asked.value_cents) : '',
        name: subscriberName(subscription),
      }}
      confirm="Estornar"
      cancel="Voltar"
      confirmColor="warning"
      onConfirm={() => asked && void refund(asked)}
      onClose={() => setOpen(false)}
    />
  );
  const ask = (charge: Charge) => {
    setAsked(charge);
    setOpen(true);
  };
  return { ask, dialog };
}
