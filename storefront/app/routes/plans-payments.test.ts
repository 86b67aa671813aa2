import { describe, expect, it } from 'vitest';
import { currentUserAnswer, fakeApi, formPost, routeArgs, subscription } from '../testing/fake-api.ts';
import { asaasSummary, awaitingSummary, charge } from '../testing/payment-fixtures.ts';
import { action, loader } from './plans.tsx';

const cookie = { Cookie: 'ponte_session=tok-123' };
const page = (cookies = cookie.Cookie) =>
  new Request('http://localhost:3000/plans', { headers: { Cookie: cookies } });

const plan = {
  id: 3,
  name: 'Fornecedor Pro',
  description: '',
  role: 'supplier',
  price_cents: 9990,
  interval: 'month',
  features: [],
  active: true,
  position: 1,
  created_at: '2025-03-01T12:00:00.000Z',
  updated_at: '2025-03-01T12:00:00.000Z',
};
const pendingSubscription = {
  id: 11,
  user_id: 7,
  plan_id: 3,
  status: 'pending',
  provider: 'asaas',
  price_cents: 9990,
  current_period_start: null,
  current_period_end: null,
  approved_at: null,
  cancelled_at: null,
  created_at: '2025-03-04T12:00:00.000Z',
  updated_at: '2025-03-04T12:00:00.000Z',
};
const PENDING = { plan_id: 3, plan_name: 'Fornecedor Pro', requested_at: '2025-03-04T12:00:00.000Z' };

/** The API of a supplier in trial, `pending` a subscription waiting for its first charge. */
function api(summary: () => Response, { pending = false } = {}) {
  const state = { ...subscription, pending: pending ? PENDING : null };
  return fakeApi({
    'GET /api/v1/users/current-user': () =>
      Response.json({ ...currentUserAnswer, session: { ...currentUserAnswer.session, subscription: state } }),
    'GET /api/v1/subscriber-plans': () => Response.json({ data: [plan] }),
    'GET /api/v1/payments/summary': summary,
  });
}

/** The loader's answer: its data, and the cookie it sets when a payment starts or stops being followed. */
async function load(request: Request, fake: ReturnType<typeof api>) {
  const result = await loader(routeArgs(request, fake.context));
  if ('plans' in result) return { page: result, setCookie: null };
  return { page: result.data, setCookie: new Headers(result.init?.headers).get('Set-Cookie') };
}

const subscribeWith = (fields: Record<string, string>) =>
  formPost('/plans', { intent: 'subscribe', plan_id: '3', ...fields }, cookie);

/** What the action answered when the page is shown again (a refusal). */
async function refusal(fake: ReturnType<typeof fakeApi>, fields: Record<string, string>) {
  const result = await action(routeArgs(subscribeWith(fields), fake.context));
  if (result instanceof Response) throw new Error('expected the page to be shown again');
  return { status: result.init?.status, answer: result.data };
}

describe('plans loader with real payments', () => {
  it('reads the payments of the person beside the plans', async () => {
    const summary = awaitingSummary('pix');
    const { page: loaded } = await load(
      page(),
      api(() => Response.json(summary), { pending: true }),
    );
    expect(loaded).toMatchObject({ plans: [plan], payments: summary, paymentsError: false });
  });

  it('keeps the plans on show when the payments fail to load, with its own error', async () => {
    const failing = api(() => Response.json({ error: 'Falha' }, { status: 500 }));
    const { page: loaded } = await load(page(), failing);
    expect(loaded).toMatchObject({ plans: [plan], loadError: false, payments: null, paymentsError: true });
  });

  it('asks admins for no payments (they subscribe to nothing)', async () => {
    const admin = { ...currentUserAnswer.session.user, role: 'admin' };
    const fake = fakeApi({
      'GET /api/v1/users/current-user': () =>
        Response.json({ ...currentUserAnswer, session: { ...currentUserAnswer.session, user: admin } }),
      'GET /api/v1/subscriber-plans': () => Response.json({ data: [plan] }),
    });
    const { page: loaded } = await load(page(), fake);
    expect(loaded).toMatchObject({ payments: null, paymentsError: false });
    expect(fake.requests.some((r) => r.url.includes('/payments/'))).toBe(false);
  });

  it('starts following a first charge (the layout then leads to /products when it is paid)', async () => {
    const { setCookie } = await load(
      page(),
      api(() => Response.json(awaitingSummary('boleto')), { pending: true }),
    );
    expect(setCookie).toBe('ponte_paying=7; Path=/; HttpOnly; SameSite=Lax');
  });

  it('stops following once nothing waits for payment, and sets nothing when nothing changes', async () => {
    const paid = asaasSummary({ charges: [charge({ state: 'paid', receipt_url: 'https://x/r' })] });
    const following = `${cookie.Cookie}; ponte_paying=7`;
    const stopped = await load(
      page(following),
      api(() => Response.json(paid)),
    );
    expect(stopped.setCookie).toContain('ponte_paying=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    const unchanged = await load(
      page(following),
      api(() => Response.json(awaitingSummary('pix')), { pending: true }),
    );
    expect(unchanged.setCookie).toBeNull();
  });
});

describe('plans action: subscribe with real payments', () => {
  it('sends how to pay and the CPF/CNPJ (as digits), then shows the charge to pay', async () => {
    const fake = fakeApi({
      'POST /api/v1/subscriber-plans/subscribe': () =>
        Response.json({ data: pendingSubscription, subscription, charge: charge() }, { status: 201 }),
    });
    const result = await action(
      routeArgs(subscribeWith({ method: 'boleto', document: '529.982.247-25' }), fake.context),
    );
    expect((result as Response).headers.get('Location')).toBe('/plans?subscribed=payment');
    expect(await fake.requests[0]?.json()).toEqual({ plan_id: 3, method: 'boleto', document: '52998224725' });
  });

  it('refuses an invalid CPF at its field without asking the API, keeping what was chosen', async () => {
    const fake = fakeApi({});
    const { status, answer } = await refusal(fake, { method: 'card', document: '111.111.111-11' });
    expect(status).toBe(422);
    expect(answer).toEqual({
      intent: 'subscribe',
      planId: 3,
      values: { method: 'card', document: '111.111.111-11' },
      errors: { document: ['CPF ou CNPJ inválido.'] },
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("shows every field message of the API's 422 at its field, for the card that was sent", async () => {
    const errors = {
      method: ['Escolha como pagar: Pix, boleto ou cartão.'],
      document: ['Informe o CPF ou CNPJ para emitir a cobrança.'],
    };
    const fake = fakeApi({
      'POST /api/v1/subscriber-plans/subscribe': () =>
        Response.json({ error: 'Os dados enviados são inválidos.', errors }, { status: 422 }),
    });
    const { status, answer } = await refusal(fake, { method: 'pix' });
    expect(status).toBe(422);
    expect(answer).toMatchObject({ planId: 3, errors, error: 'Os dados enviados são inválidos.' });
  });

  it('says plainly that nothing was charged when the payment service does not answer', async () => {
    const error = 'O serviço de pagamentos não respondeu. Nada foi cobrado; tente novamente em alguns minutos.';
    const fake = fakeApi({
      'POST /api/v1/subscriber-plans/subscribe': () => Response.json({ error }, { status: 503 }),
    });
    const { status, answer } = await refusal(fake, { method: 'pix' });
    expect(status).toBe(503);
    expect(answer).toMatchObject({ intent: 'subscribe', planId: 3, error });
    expect(answer).not.toHaveProperty('errors');
  });

  it('keeps the manual form as it was: no payment fields, the body is the plan alone', async () => {
    const fake = fakeApi({
      'POST /api/v1/subscriber-plans/subscribe': () =>
        Response.json(
          { data: { ...pendingSubscription, provider: 'manual' }, subscription },
          { status: 201 },
        ),
    });
    const result = await action(routeArgs(subscribeWith({}), fake.context));
    expect((result as Response).headers.get('Location')).toBe('/plans?subscribed=pending');
    expect(await fake.requests[0]?.json()).toEqual({ plan_id: 3 });
  });
});
