import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../providers/data-provider.ts';
import { toHttpError } from '../providers/http-client.ts';
import { fakeHttp, subscriptionItem } from '../providers/records.test-helper.ts';
import { charge } from './charges.test-helper.ts';

const synced = subscriptionItem({ id: 11, provider: 'asaas', status: 'active', method: 'pix' });

describe('data provider: subscription payments', () => {
  it('reads, synchronises and refunds on the contract’s URLs, answers parsed', async () => {
    const { http, calls } = fakeHttp({
      'GET /api/v1/subscriptions/11/charges': { data: [charge()] },
      'POST /api/v1/subscriptions/11/sync': { message: 'Assinatura sincronizada com o Asaas.', data: synced },
      'POST /api/v1/charges/31/refund': {
        message: 'Cobrança estornada e assinatura cancelada.',
        data: charge({ state: 'refunded', provider_status: 'REFUNDED' }),
      },
    });
    const dp = createDataProvider({ httpClient: http });

    await expect(dp.getSubscriptionCharges(11)).resolves.toEqual({ data: [charge()] });
    await expect(dp.syncSubscription(11)).resolves.toEqual({
      message: 'Assinatura sincronizada com o Asaas.',
      data: synced,
    });
    await expect(dp.refundCharge(31)).resolves.toMatchObject({
      message: 'Cobrança estornada e assinatura cancelada.',
      data: { id: 31, state: 'refunded' },
    });
    expect(calls).toEqual([
      { method: 'GET', url: '/api/v1/subscriptions/11/charges', body: undefined },
      { method: 'POST', url: '/api/v1/subscriptions/11/sync', body: undefined },
      { method: 'POST', url: '/api/v1/charges/31/refund', body: undefined },
    ]);
  });

  it('passes the API’s refusal on with its sentence (409, 503)', async () => {
    const refused = 'Só uma cobrança paga pode ser estornada.';
    const { http } = fakeHttp({
      'POST /api/v1/charges/31/refund': () => {
        throw toHttpError(409, { error: refused });
      },
    });
    await expect(createDataProvider({ httpClient: http }).refundCharge(31)).rejects.toMatchObject({
      status: 409,
      message: refused,
    });
  });
});
