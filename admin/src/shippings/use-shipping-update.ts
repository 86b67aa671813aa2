import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { ShippingDetail, ShippingUpdate } from '@ponte/shared';

/**
 * One change of the shown shipment (PUT /v1/shippings/{id} `{data}`), pessimistic: the screen shows
 * the API's answer, or its sentence when it refuses (409 for a step the rules do not allow).
 */
export function useShippingUpdate() {
  const record = useRecordContext<ShippingDetail>();
  const notify = useNotify();
  // The body is an action (ShippingUpdate), not a partial record: the provider sends it as it is.
  const [update, { isPending }] = useUpdate();

  /** Resolves with null once saved, or with the refusal (already notified) for the caller to read. */
  function change(data: ShippingUpdate, success: string, vars?: Record<string, unknown>) {
    if (!record) return Promise.resolve<unknown>(null);
    return new Promise<unknown>((resolve) =>
      update(
        'shippings',
        { id: record.id, data, previousData: record },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            notify(success, { type: 'success', messageArgs: vars });
            resolve(null);
          },
          onError: (error) => {
            notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
            resolve(error);
          },
        },
      ),
    );
  }

  return { record, change, isPending };
}
