import type { Identifier } from 'react-admin';
import { ENDPOINTS, type EndpointOutput } from '@ponte/shared';
import { createSend } from '../providers/api-send.ts';
import type { HttpClient } from '../providers/http-client.ts';

/** The console's calls on subscription payments (issue #26), for `useDataProvider<PonteDataProvider>()`. */
export interface ChargeMethods {
  /** `subscriptions.charges`: a subscription's charges at the provider, latest first. */
  getSubscriptionCharges(id: Identifier): Promise<EndpointOutput<typeof ENDPOINTS.subscriptions.charges>>;
  /** `subscriptions.sync`: the subscription re-read from Asaas and repaired (409 when Asaas has none of it). */
  syncSubscription(id: Identifier): Promise<EndpointOutput<typeof ENDPOINTS.subscriptions.sync>>;
  /** `payments.refund`: a paid charge refunded at Asaas, which ends the user's access (409 when not paid). */
  refundCharge(id: Identifier): Promise<EndpointOutput<typeof ENDPOINTS.payments.refund>>;
}

/** The charges' calls over the console's http client (cookie session, XSRF); answers parsed by the contract. */
export function createChargeMethods(http: HttpClient): ChargeMethods {
  const send = createSend(http);
  return {
    getSubscriptionCharges: (id) => send(ENDPOINTS.subscriptions.charges, { params: { id } }),
    syncSubscription: (id) => send(ENDPOINTS.subscriptions.sync, { params: { id } }),
    refundCharge: (id) => send(ENDPOINTS.payments.refund, { params: { id } }),
  };
}
