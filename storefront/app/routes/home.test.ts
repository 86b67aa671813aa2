import { describe, expect, it } from 'vitest';
import { fakeApi, routeArgs, thrownResponse } from '../testing/fake-api.ts';
import { loader } from './home.tsx';

const home = (headers?: HeadersInit) => new Request('http://localhost:3000/', { headers });
const signedIn = () => home({ Cookie: 'ponte_session=tok-123' });

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  total_cents: i === 29 ? 12_990 : 0,
  items: i === 29 ? 2 : 0,
}));

const dashboard = {
  products: [
    {
      id: 3,
      supplier_id: 7,
      name: 'Camiseta',
      sku: 'CAM-1',
      image: null,
      price_cents: 4_990,
      stock: 10,
      available: 8,
      status: 'active',
      updated_at: '2026-11-30T12:00:00.000Z',
    },
  ],
  totalProducts: 1,
  totalValuePaid: 12_990,
  totalItemSales: 2,
  shippingsByStatus: { pending: 1, processing: 0, shipped: 0, delivered: 1, cancelled: 0 },
  salesByDay: days,
};

describe('home (dashboard) loader', () => {
  it('redirects to /login without a session cookie, without asking the API', async () => {
    const api = fakeApi({});
    const response = await thrownResponse(loader(routeArgs(home(), api.context)));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
    expect(api.requests).toHaveLength(0);
  });

  it('redirects to /login when the API no longer accepts the session', async () => {
    const api = fakeApi({
      'GET /api/v1/dashboard': () => Response.json({ error: 'Não autenticado' }, { status: 401 }),
    });
    const response = await thrownResponse(loader(routeArgs(signedIn(), api.context)));
    expect(response.headers.get('Location')).toBe('/login');
  });

  it('loads the figures with the person’s token', async () => {
    const api = fakeApi({ 'GET /api/v1/dashboard': () => Response.json(dashboard) });
    const result = await loader(routeArgs(signedIn(), api.context));
    expect(result).toEqual({ inactive: false, data: dashboard });
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('passes an empty dashboard through (the page shows its empty states)', async () => {
    const empty = {
      ...dashboard,
      products: [],
      totalProducts: 0,
      totalValuePaid: 0,
      totalItemSales: 0,
      shippingsByStatus: { pending: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 },
      salesByDay: days.map((day) => ({ ...day, total_cents: 0, items: 0 })),
    };
    const api = fakeApi({ 'GET /api/v1/dashboard': () => Response.json(empty) });
    expect(await loader(routeArgs(signedIn(), api.context))).toEqual({ inactive: false, data: empty });
  });

  it('renders empty for an inactive subscription (402): the layout shows the dialog', async () => {
    const api = fakeApi({
      'GET /api/v1/dashboard': () => Response.json({ error: 'Assinatura inativa' }, { status: 402 }),
    });
    expect(await loader(routeArgs(signedIn(), api.context))).toEqual({ inactive: true });
  });

  it('lets other API failures reach the error boundary', async () => {
    const api = fakeApi({
      'GET /api/v1/dashboard': () => Response.json({ error: 'Falha' }, { status: 500 }),
    });
    await expect(loader(routeArgs(signedIn(), api.context))).rejects.toMatchObject({ status: 500 });
  });

  it('treats an answer that breaks the contract as a failure, not as data', async () => {
    const api = fakeApi({ 'GET /api/v1/dashboard': () => Response.json({ products: 'nope' }) });
    await expect(loader(routeArgs(signedIn(), api.context))).rejects.toThrow();
  });
});
