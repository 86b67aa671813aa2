import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeAsaas, type FakeAsaas, type FakeAsaasOptions } from './index.ts';

/** The fake's own behaviour (what the API's Asaas client will be tested against). */

const CPF = '529.982.247-25';
const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()));
});

async function fake(options: FakeAsaasOptions = {}) {
  const asaas = await startFakeAsaas(options);
  open.push(asaas);
  return asaas;
}

async function call(asaas: FakeAsaas, method: string, path: string, body?: unknown) {
  const response = await fetch(`${asaas.apiBase}${path}`, {
    method,
    headers: { access_token: asaas.apiKey, 'user-agent': 'ponte-test', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: type.includes('json') ? await response.json() : null,
  };
}

/** node:http, which (unlike fetch) sends no User-Agent and allows a body on GET. */
function raw(url: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request(url, { method: 'GET', headers: { ...headers, ...length } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A webhook receiver answering `answer(n)` to its n-th delivery (0-based). */
async function receiver(answer: (n: number) => number = () => 200) {
  const got: { token: string | undefined; body: any }[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const token = req.headers['asaas-access-token'] as string | undefined;
      res.writeHead(answer(got.push({ token, body: JSON.parse(text) }) - 1)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/asaas`;
  const closing = { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  open.push(closing);
  return {
    url,
    got,
    events: () => got.map((g) => `${g.body.event} ${(g.body.payment ?? g.body.subscription).id}`),
  };
}

async function subscribe(asaas: FakeAsaas, extra: Record<string, unknown> = {}) {
  const customer = await call(asaas, 'POST', '/customers', { name: 'Loja da Ana', cpfCnpj: CPF });
  const subscription = await call(asaas, 'POST', '/subscriptions', {
    customer: customer.body.id,
    billingType: 'PIX',
    value: 49.9,
    nextDueDate: '2025-01-31',
    cycle: 'MONTHLY',
    externalReference: 'assinatura-7',
    ...extra,
  });
  expect(subscription.status).toBe(200);
  const first = (await call(asaas, 'GET', `/subscriptions/${subscription.body.id}/payments`)).body.data[0];
  return { customer: customer.body, subscription: subscription.body, first };
}

describe('the fake Asaas door', () => {
  it('refuses a wrong key, a missing User-Agent and a GET with a body, and counts each', async () => {
    const asaas = await fake();
    expect(asaas.apiKey.startsWith('$aact_hmlg_')).toBe(true);
    expect(asaas.webhookToken).toHaveLength(40);
    const wrong = await fetch(`${asaas.apiBase}/customers`, { headers: { access_token: '$aact_prod_x' } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).errors[0].code).toBe('invalid_access_token');
    const noAgent = await raw(`${asaas.apiBase}/customers`, { access_token: asaas.apiKey });
    expect([noAgent.status, JSON.parse(noAgent.text).errors[0].code]).toEqual([401, 'invalid_user_agent']);
    const withBody = await raw(
      `${asaas.apiBase}/customers`,
      { access_token: asaas.apiKey, 'user-agent': 'x' },
      '{}',
    );
    expect(withBody.status).toBe(403);
    expect(asaas.stats).toMatchObject({ requests: 3, unauthorized: 1, missingUserAgent: 1, forbidden: 1 });
    expect(asaas.stats.byRoute['GET /v3/customers']).toBe(3);
  });

  it('answers 429 with RateLimit-* headers over the limit', async () => {
    const asaas = await fake({ rateLimit: { limit: 2, windowMs: 60_000 } });
    const first = await call(asaas, 'GET', '/payments');
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    await call(asaas, 'GET', '/payments');
    const refused = await call(asaas, 'GET', '/payments');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].code).toBeTruthy();
    expect(refused.headers.get('ratelimit-limit')).toBe('2');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
    expect(asaas.stats.tooManyRequests).toBe(1);
  });

  it('injects 500s, dropped connections and hangs on matching requests only', async () => {
    const asaas = await fake();
    asaas.controls.injectFailures({ kind: 'error500', count: 1, path: /\/payments/, method: 'GET' });
    asaas.controls.injectFailures({ kind: 'drop', count: 1, path: /^\/customers$/ });
    expect((await call(asaas, 'GET', '/subscriptions')).status).toBe(200);
    expect((await call(asaas, 'GET', '/payments')).status).toBe(500);
    await expect(call(asaas, 'GET', '/customers')).rejects.toThrow();
    asaas.controls.injectFailures({ kind: 'hang', count: 1 });
    const hung = fetch(`${asaas.apiBase}/payments`, {
      headers: { access_token: asaas.apiKey },
      signal: AbortSignal.timeout(150),
    });
    await expect(hung).rejects.toThrow();
    expect(asaas.stats.injected).toBe(3);
  });
});

describe('customers, subscriptions and charges', () => {
  it('checks the CPF/CNPJ, stores digits and finds by cpfCnpj', async () => {
    const asaas = await fake();
    const bad = await call(asaas, 'POST', '/customers', { name: 'Ana', cpfCnpj: '123.456.789-00' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({
      code: 'invalid_value',
      description: 'O CPF/CNPJ informado é inválido.',
    });
    const made = await call(asaas, 'POST', '/customers', { name: 'Ana', cpfCnpj: CPF });
    expect(made.body).toMatchObject({ cpfCnpj: '52998224725', personType: 'FISICA' });
    const found = await call(asaas, 'GET', '/customers?cpfCnpj=52998224725');
    expect(found.body).toMatchObject({ object: 'list', totalCount: 1, limit: 10, offset: 0, hasMore: false });
    expect((await call(asaas, 'GET', '/customers/cus_000000000000')).status).toBe(404);
  });

  it('creates the first charge with the subscription, and the next ones a cycle apart', async () => {
    const asaas = await fake();
    const { subscription, first } = await subscribe(asaas);
    expect(first).toMatchObject({
      dueDate: '2025-01-31',
      value: 49.9,
      status: 'PENDING',
      externalReference: 'assinatura-7',
    });
    expect(first.invoiceUrl).toBe(`${asaas.url}/i/${first.id}`);
    expect(first.bankSlipUrl).toBeNull();
    expect(asaas.state.events.map((e) => e.event)).toEqual(['SUBSCRIPTION_CREATED', 'PAYMENT_CREATED']);
    expect(asaas.controls.nextCharge(subscription.id).dueDate).toBe('2025-02-28');
    expect(asaas.controls.nextCharge(subscription.id).dueDate).toBe('2025-03-31');
    const byRef = await call(asaas, 'GET', '/payments?externalReference=assinatura-7&limit=2');
    expect(byRef.body).toMatchObject({ totalCount: 3, hasMore: true, limit: 2 });
  });

  it('carries out a POST whose answer is lost, so the caller can find it by externalReference', async () => {
    const asaas = await fake();
    asaas.controls.failPostAfterCommit(1, /\/subscriptions$/);
    const customer = await call(asaas, 'POST', '/customers', { name: 'Ana', cpfCnpj: CPF });
    const lost = await call(asaas, 'POST', '/subscriptions', {
      customer: customer.body.id,
      billingType: 'BOLETO',
      value: 99,
      nextDueDate: '2025-05-10',
      cycle: 'YEARLY',
      externalReference: 'ref-1',
    });
    expect(lost.status).toBe(500);
    const found = await call(asaas, 'GET', '/subscriptions?externalReference=ref-1');
    expect(found.body.totalCount).toBe(1);
    expect(asaas.stats.created).toEqual({ customers: 1, subscriptions: 1, payments: 1 });
  });

  it('moves charges through confirm, receive, refund and overdue, refusing what a status does not allow', async () => {
    const asaas = await fake();
    const { subscription, first } = await subscribe(asaas, { billingType: 'CREDIT_CARD' });
    const early = await call(asaas, 'POST', `/payments/${first.id}/refund`);
    expect(early.status).toBe(400);
    expect(early.body.errors[0].description).toMatch(/Não é possível estornar/);
    expect(asaas.controls.confirm(first.id).status).toBe('CONFIRMED');
    expect(asaas.controls.receive(first.id)).toMatchObject({
      status: 'RECEIVED',
      transactionReceiptUrl: `${asaas.url}/comprovantes/${first.id}`,
    });
    expect((await call(asaas, 'POST', `/payments/${first.id}/refund`)).body.status).toBe('REFUNDED');
    const second = asaas.controls.nextCharge(subscription.id);
    expect((await call(asaas, 'POST', `/sandbox/payment/${second.id}/overdue`)).body.status).toBe('OVERDUE');
    expect((await call(asaas, 'GET', `/payments/${second.id}/status`)).body).toEqual({ status: 'OVERDUE' });
    expect(() => asaas.controls.receive(second.id)).toThrow();
  });

  it('answers Pix codes as a real PNG and boleto lines with 47 and 44 digits', async () => {
    const asaas = await fake();
    const { subscription, first } = await subscribe(asaas, { billingType: 'UNDEFINED' });
    const pix = await call(asaas, 'GET', `/payments/${first.id}/pixQrCode`);
    expect(pix.body.payload.startsWith('000201')).toBe(true);
    expect(pix.body.expirationDate).toBe('2025-01-31 23:59:59');
    const png = Buffer.from(pix.body.encodedImage, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(png.readUInt32BE(20)); // square
    const line = await call(asaas, 'GET', `/payments/${first.id}/identificationField`);
    expect(line.body.identificationField).toMatch(/^\d{47}$/);
    expect(line.body.barCode).toMatch(/^\d{44}$/);
    const pdf = await fetch(first.bankSlipUrl);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await call(asaas, 'PUT', `/subscriptions/${subscription.id}`, {
      billingType: 'PIX',
      updatePendingPayments: true,
    });
    expect((await call(asaas, 'GET', `/payments/${first.id}/identificationField`)).status).toBe(400);
  });

  it('updates pending charges on PUT, unless told to ignore value; DELETE removes them and then 404s', async () => {
    const asaas = await fake();
    const { subscription, first } = await subscribe(asaas);
    await call(asaas, 'PUT', `/subscriptions/${subscription.id}`, {
      value: 79.9,
      updatePendingPayments: true,
    });
    expect(asaas.state.payments.get(first.id)!.value).toBe(79.9);
    asaas.controls.ignoreValueOnUpdate(true);
    const ignored = await call(asaas, 'PUT', `/subscriptions/${subscription.id}`, { value: 99.9 });
    expect(ignored.body.value).toBe(79.9);
    expect((await call(asaas, 'DELETE', `/subscriptions/${subscription.id}`)).body).toEqual({
      deleted: true,
      id: subscription.id,
    });
    expect(asaas.state.events.slice(-2).map((e) => e.event)).toEqual([
      'PAYMENT_DELETED',
      'SUBSCRIPTION_DELETED',
    ]);
    expect((await call(asaas, 'DELETE', `/subscriptions/${subscription.id}`)).status).toBe(404);
    expect((await call(asaas, 'GET', `/subscriptions/${subscription.id}`)).body.deleted).toBe(true);
    expect((await call(asaas, 'GET', `/payments/${first.id}`)).body).toMatchObject({
      deleted: true,
      status: 'PENDING',
    });
  });

  it('serves the invoice page, where paying is a button', async () => {
    const asaas = await fake();
    const { first } = await subscribe(asaas);
    const page = await fetch(first.invoiceUrl);
    const html = await page.text();
    expect(html).toContain('Fatura Asaas (simulada)');
    expect(html).toContain('R$\u00a049,90');
    expect(html).toContain('31/01/2025');
    const paid = await fetch(`${first.invoiceUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect([paid.status, paid.headers.get('location')]).toEqual([303, `/i/${first.id}`]);
    expect(asaas.state.payments.get(first.id)!.status).toBe('RECEIVED');
  });
});

describe('webhooks', () => {
  it('retries until a 200, with the token in asaas-access-token', async () => {
    const hook = await receiver((n) => (n < 2 ? 500 : 200));
    const asaas = await fake({ webhookUrl: hook.url, retryDelaysMs: [10, 10, 10] });
    const { first } = await subscribe(asaas);
    await vi.waitUntil(() => asaas.webhooks.queued().length === 0, { timeout: 2000 });
    expect(hook.events()).toEqual([
      expect.stringMatching(/^SUBSCRIPTION_CREATED sub_/),
      expect.stringMatching(/^SUBSCRIPTION_CREATED sub_/),
      expect.stringMatching(/^SUBSCRIPTION_CREATED sub_/),
      `PAYMENT_CREATED ${first.id}`,
    ]);
    expect(hook.got.every((g) => g.token === asaas.webhookToken)).toBe(true);
    expect(hook.got[0]!.body.id).toMatch(/^evt_[0-9a-f]{32}&\d+$/);
    expect(hook.got[0]!.body.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(asaas.stats.webhook).toEqual({ attempts: 4, delivered: 2, failed: 2 });
  });

  it('pauses the queue when the retries run out, and resumes it on setWebhook', async () => {
    let up = false;
    const hook = await receiver(() => (up ? 200 : 204));
    const asaas = await fake({ webhookUrl: hook.url, retryDelaysMs: [10, 10] });
    const { first } = await subscribe(asaas);
    await vi.waitUntil(() => asaas.state.webhook.interrupted, { timeout: 2000 });
    expect(hook.got).toHaveLength(3);
    asaas.controls.confirm(first.id);
    expect(asaas.webhooks.queued().map((e) => e.event)).toEqual([
      'SUBSCRIPTION_CREATED',
      'PAYMENT_CREATED',
      'PAYMENT_RECEIVED',
    ]);
    expect((await call(asaas, 'GET', '/webhooks')).body.data[0]).toMatchObject({
      interrupted: true,
      hasAuthToken: true,
    });
    up = true;
    asaas.controls.setWebhook({});
    await vi.waitUntil(() => asaas.webhooks.queued().length === 0, { timeout: 2000 });
    expect(
      hook
        .events()
        .slice(-3)
        .map((e) => e.split(' ')[0]),
    ).toEqual(['SUBSCRIPTION_CREATED', 'PAYMENT_CREATED', 'PAYMENT_RECEIVED']);
  });

  it('in manual mode, flushes in reverse and twice over, and delivers raw events with any token', async () => {
    const hook = await receiver();
    const asaas = await fake({ webhookUrl: hook.url, webhookMode: 'manual' });
    await subscribe(asaas);
    expect(asaas.webhooks.queued()).toHaveLength(2);
    expect(await asaas.webhooks.flush({ order: 'reverse', duplicate: true })).toEqual([200, 200, 200, 200]);
    expect(hook.events().map((e) => e.split(' ')[0])).toEqual([
      'PAYMENT_CREATED',
      'SUBSCRIPTION_CREATED',
      'PAYMENT_CREATED',
      'SUBSCRIPTION_CREATED',
    ]);
    expect(new Set(hook.got.map((g) => g.body.id)).size).toBe(2);
    expect(asaas.webhooks.queued()).toEqual([]);
    const payment = [...asaas.state.payments.values()][0]!;
    const answer = await asaas.webhooks.deliver(asaas.webhooks.event('PAYMENT_RECEIVED', payment), {
      token: null,
    });
    expect(answer.status).toBe(200);
    expect(hook.got.at(-1)!.token).toBeUndefined();
  });
});
