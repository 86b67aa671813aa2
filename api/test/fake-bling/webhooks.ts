import { createHmac, randomUUID } from 'node:crypto';
import { productDetail } from './api.ts';
import type { FakeState } from './state.ts';

export interface WebhookEnvelope {
  eventId: string;
  date: string;
  version: string;
  event: string;
  companyId: string;
  data: unknown;
}

/** Bling's deliveries (docs/bling-and-cep.md#webhooks): a JSON envelope signed with the app's client secret. */
export function createWebhooks(state: FakeState, defaultAccount: string) {
  const sign = (body: string, secret = state.clientSecret) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  /** An envelope about one product, with the data Bling sends for the event's resource. */
  function productEvent(
    productId: number,
    event = 'product.updated',
    accountId = defaultAccount,
  ): WebhookEnvelope {
    const product = state.accounts.get(accountId)?.products.find((p) => p.id === productId);
    let data: unknown = { id: productId };
    if (product && event.startsWith('product.') && event !== 'product.deleted') data = productDetail(product);
    if (event.startsWith('stock.') || event.startsWith('virtual_stock.')) {
      data = {
        produto: { id: productId },
        saldoFisicoTotal: product?.saldoVirtualTotal ?? 0,
        saldoVirtualTotal: product?.saldoVirtualTotal ?? 0,
        ...(event.startsWith('stock.')
          ? { deposito: product?.depositos[0], operacao: 'E', quantidade: 1 }
          : {}),
      };
    }
    return {
      eventId: randomUUID(),
      date: new Date().toISOString(),
      version: 'v1',
      event,
      companyId: accountId,
      data,
    };
  }

  /**
   * POSTs a delivery to `url`, signed unless `signature` says otherwise (null = no header). `raw`
   * sends a body as is (still signed), for malformed-body tests.
   */
  async function deliver(
    url: string,
    envelope: WebhookEnvelope | string,
    options: { signature?: string | null; secret?: string } = {},
  ) {
    const body = typeof envelope === 'string' ? envelope : JSON.stringify(envelope);
    const signature = options.signature === undefined ? sign(body, options.secret) : options.signature;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-bling-signature-256': signature }),
      },
      body,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed };
  }

  return { sign, productEvent, deliver };
}
