import { describe, expect, it } from 'vitest';
import {
  currentUserAnswer,
  fakeApi,
  formPost,
  routeArgs,
  subscription,
  thrownResponse,
} from '../testing/fake-api.ts';
import { manualSummary } from '../testing/payment-fixtures.ts';
import { action, loader } from './plans.tsx';

const cookie = { Cookie: 'ponte_session=tok-123' };
const page = (path = '/plans') => new Request(`http://localhost:3000${path}`, { headers: cookie });
const currentUser = () => Response.json(currentUserAnswer);
/** The page's reads besides the plans: who is signed in, and the payments (manual: nothing to pay here). */
const signedInReads = {
  'GET /api/v1/users/current-user': currentUser,
  'GET /api/v1/payments/summary': () => Response.json(manualSummary),
};
/** The loader's data (it answers with headers only when a payment starts or stops being followed). */
const loaded = async (result: ReturnType<typeof loader>) => {
  const value = await result;
  return 'plans' in value ? value : value.data;
};

const plan = {
  id: 3,
  name: 'Fornecedor Pro',
  description: 'Tudo para vender mais.',
  role: 'supplier',
  price_cents: 9990,
  interval: 'month',
  features: ['Sincronização com o Bling'],
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
  provider: 'manual',
  price_cents: 9990,
  current_period_start: null,
  current_period_end: null,
  approved_at: null,
  cancelled_at: null,
  created_at: '2025-03-02T12:00:00.000Z',
  updated_at: '2025-03-02T12:00:00.000Z',
};

describe('plans loader', () => {
  it("lists the plans the API offers the person's role, with the person's payments", async () => {
    const api = fakeApi({
      ...signedInReads,
      'GET /api/v1/subscriber-plans': () => Response.json({ data: [plan] }),
    });
    const result = await loaded(loader(routeArgs(page(), api.context)));
    expect(result).toEqual({
      plans: [plan],
      loadError: false,
      subscribed: null,
      cancelled: null,
      payments: manualSummary,
      paymentsError: false,
    });
    for (const request of api.requests) expect(request.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('shows an empty list as such', async () => {
    const api = fakeApi({
      ...signedInReads,
      'GET /api/v1/subscriber-plans': () => Response.json({ data: [] }),
    });
    expect(await loaded(loader(routeArgs(page(), api.context)))).toMatchObject({
      plans: [],
      loadError: false,
    });
  });

  it('turns a loading failure into the spec message instead of an error page', async () => {
    const api = fakeApi({
      ...signedInReads,
      'GET /api/v1/subscriber-plans': () => Response.json({ error: 'Falha' }, { status: 500 }),
    });
    expect(await loaded(loader(routeArgs(page(), api.context)))).toEqual({
      plans: [],
      loadError: true,
      subscribed: null,
      cancelled: null,
      payments: manualSummary,
      paymentsError: false,
    });
  });

  it('sends a person whose session ended to /login', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': () => Response.json({ error: 'Não autenticado' }, { status: 401 }),
      'GET /api/v1/subscriber-plans': () => Response.json({ error: 'Não autenticado' }, { status: 401 }),
    });
    const response = await thrownResponse(loader(routeArgs(page(), api.context)));
    expect(response.headers.get('Location')).toBe('/login');
  });

  it('reads only the known outcomes of a subscribe from the URL', async () => {
    const api = fakeApi({
      ...signedInReads,
      'GET /api/v1/subscriber-plans': () => Response.json({ data: [plan] }),
    });
    const pending = await loaded(loader(routeArgs(page('/plans?subscribed=pending'), api.context)));
    expect(pending.subscribed).toBe('pending');
    const forged = await loaded(loader(routeArgs(page('/plans?subscribed=<b>x</b>'), api.context)));
    expect(forged.subscribed).toBeNull();
  });
});

describe('plans action: subscribe', () => {
  it('subscribes and says plainly that the payment awaits approval', async () => {
    const api = fakeApi({
      'POST /api/v1/subscriber-plans/subscribe': () =>
        Response.json(
          { data: pendingSubscription, subscription: { ...subscription, status: 'trialing' } },
          { status: 201 },
        ),
    });
    const request = formPost('/plans/renew', { intent: 'subscribe', plan_id: '3' }, cookie);
    const result = await action(routeArgs(request, api.context));
    expect((result as Response).headers.get('Location')).toBe('/plans/renew?subscribed=pending');
    expect(await api.requests[0]?.json()).toEqual({ plan_id: 3 });
  });

  it('goes back to /plans marked active when the payment provider confirms at once', async () => {
    const api = fakeApi({
      'POST /api/v1/subscriber-plans/subscribe': () =>
        Response.json({ data: { ...pendingSubscription, status: 'active' }, subscription }, { status: 201 }),
    });
    const request = formPost('/plans', { intent: 'subscribe', plan_id: '3' }, cookie);
    const result = await action(routeArgs(request, api.context));
    expect((result as Response).headers.get('Location')).toBe('/plans?subscribed=active');
  });

  it("shows the API's reason when a request already awaits approval", async () => {
    const error = 'Já existe uma assinatura aguardando aprovação.';
    const api = fakeApi({
      'POST /api/v1/subscriber-plans/subscribe': () => Response.json({ error }, { status: 409 }),
    });
    const request = formPost('/plans', { intent: 'subscribe', plan_id: '3' }, cookie);
    const result = await action(routeArgs(request, api.context));
    if (result instanceof Response) throw new Error('expected the page to be shown again');
    expect(result.init?.status).toBe(409);
    expect(result.data).toEqual({ intent: 'subscribe', error });
  });

  it("shows the plan field's message of a 422", async () => {
    const message = 'Este plano não está disponível para a sua conta.';
    const api = fakeApi({
      'POST /api/v1/subscriber-plans/subscribe': () =>
        Response.json(
          { error: 'Os dados enviados são inválidos.', errors: { plan_id: [message] } },
          { status: 422 },
        ),
    });
    const request = formPost('/plans', { intent: 'subscribe', plan_id: '99' }, cookie);
    const result = await action(routeArgs(request, api.context));
    if (result instanceof Response) throw new Error('expected the page to be shown again');
    expect(result.data.error).toBe(message);
  });

  it('refuses a forged plan id without calling the API', async () => {
    const api = fakeApi({});
    const request = formPost('/plans', { intent: 'subscribe', plan_id: 'abc' }, cookie);
    const result = await action(routeArgs(request, api.context));
    if (result instanceof Response) throw new Error('expected the page to be shown again');
    expect(result.init?.status).toBe(422);
    expect(api.requests).toHaveLength(0);
  });
});

describe('plans action: cancel', () => {
  it("cancels the person's own subscription and reloads the same page", async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': currentUser,
      'POST /api/v1/subscriber-plans/cancel': () =>
        Response.json({
          message: 'Assinatura cancelada.',
          subscription: { ...subscription, status: 'cancelled' },
        }),
    });
    const request = formPost('/plans/renew?cancelar=1', { intent: 'cancel' }, cookie);
    const result = await action(routeArgs(request, api.context));
    expect((result as Response).status).toBe(302);
    // The account was in trial: no period was paid, so what was cancelled was a request.
    expect((result as Response).headers.get('Location')).toBe('/plans/renew?cancelled=request');
    const cancel = api.requests.find((r) => r.url.endsWith('/cancel'));
    expect(await cancel?.json()).toEqual({ user_id: 7 });
  });

  it('says a running period was cancelled (access until its end) when the account was paying', async () => {
    const paying = {
      ...currentUserAnswer,
      session: {
        ...currentUserAnswer.session,
        subscription: { ...subscription, status: 'active', current_period_end: '2025-04-02T12:00:00.000Z' },
      },
    };
    const api = fakeApi({
      'GET /api/v1/users/current-user': () => Response.json(paying),
      'POST /api/v1/subscriber-plans/cancel': () =>
        Response.json({ message: 'ok', subscription: { ...subscription, status: 'cancelled' } }),
    });
    const result = await action(routeArgs(formPost('/plans', { intent: 'cancel' }, cookie), api.context));
    expect((result as Response).headers.get('Location')).toBe('/plans?cancelled=period');
  });

  it('reads only the known outcomes of a cancel from the URL', async () => {
    const api = fakeApi({
      ...signedInReads,
      'GET /api/v1/subscriber-plans': () => Response.json({ data: [plan] }),
    });
    const cancelledBy = async (path: string) =>
      (await loaded(loader(routeArgs(page(path), api.context)))).cancelled;
    expect(await cancelledBy('/plans?cancelled=request')).toBe('request');
    expect(await cancelledBy('/plans?cancelled=period')).toBe('period');
    expect(await cancelledBy('/plans?cancelled=tudo')).toBeNull();
  });

  it('shows the spec message when the API refuses', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': currentUser,
      'POST /api/v1/subscriber-plans/cancel': () =>
        Response.json({ error: 'Nenhuma assinatura para cancelar.' }, { status: 409 }),
    });
    const result = await action(routeArgs(formPost('/plans', { intent: 'cancel' }, cookie), api.context));
    if (result instanceof Response) throw new Error('expected the page to be shown again');
    expect(result.data).toEqual({ intent: 'cancel', error: 'Nao foi possivel cancelar o plano' });
  });

  it('needs a session', async () => {
    const api = fakeApi({});
    const response = await thrownResponse(
      action(routeArgs(formPost('/plans', { intent: 'cancel' }), api.context)),
    );
    expect(response.headers.get('Location')).toBe('/login');
    expect(api.requests).toHaveLength(0);
  });
});
