import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { EmailDelivery } from '@ponte/shared';
import type { PonteDataProvider } from '../providers/data-provider.ts';

/**
 * "Reenviar" on a failed e-mail's row: it goes back to the queue (a new job, retried as any other).
 * The API's sentence is the notification; its refusal (409: someone resent it first, or it was sent
 * meanwhile) is shown as it comes, and the list reloads either way to show the status as it now is.
 */
export function ResendButton() {
  const email = useRecordContext<EmailDelivery>();
  const dataProvider = useDataProvider<PonteDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!email || email.status !== 'failed') return null;

  async function resend(id: number) {
    setBusy(true);
    try {
      const { message } = await dataProvider.resendEmail(id);
      notify(message, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
      refresh();
    }
  }

  return (
    <Button
      label="Reenviar"
      aria-label={translate('Reenviar o e-mail para %{email}', { email: email.recipient.email })}
      disabled={busy}
      onClick={(event) => {
        // Rows may be clickable: the button is its own action.
        event.stopPropagation();
        void resend(email.id);
      }}
    >
      <SendIcon />
    </Button>
  );
}
