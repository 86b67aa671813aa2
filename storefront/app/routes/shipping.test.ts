import { describe, expect, it } from 'vitest';
import { cookie, failure, shippingList, shippingRow } from '../components/shipping/shipping-fixtures.ts';
import { fakeApi, routeArgs, thrownResponse } from '../testing/fake-api.ts';
import { loader } from './shipping.tsx';

const page = (query = '', headers: HeadersInit = cookie) =>
  new Request(`http://localhost:3000/shipping${query}`, { headers });

describe('shipping list loader', () => {
  it('asks for the newest shipments first and returns the page', async () => {
    const rows = [shippingRow(3), shippingRow(2)];
    const api = fakeApi({ 'POST /api/v1/shippings/paginate': shippingList(rows, 1, 2) });

    const data = await loader(routeArgs(page(), api.context));

    expect(data).toMatchObject({ inactive: false, status: null, search: '', page: 1, shippings: rows });
    expect(data.paginate).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
    const [sent] = api.requests;
    expect(sent?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(await sent?.json()).toEqual({ page: 1, per_page: 20, sort: 'id', order: 'desc' });
  });

  it('passes the status filter, the search and the page on', async () => {
    const api = fakeApi({ 'POST /api/v1/shippings/paginate': shippingList([shippingRow(1)], 3, 41) });
    const data = await loader(routeArgs(page('?status=shipped&q=%20Carlos%20&page=3'), api.context));
    expect(data).toMatchObject({ status: 'shipped', search: 'Carlos', page: 3 });
    expect(await api.requests[0]?.json()).toEqual({
      page: 3,
      per_page: 20,
      sort: 'id',
      order: 'desc',
      search: 'Carlos',
      filter: { status: 'shipped' },
    });
  });

  it('ignores a status or page it does not know instead of failing', async () => {
    const api = fakeApi({ 'POST /api/v1/shippings/paginate': shippingList([]) });
    const data = await loader(routeArgs(page('?status=lost&page=-2'), api.context));
    expect(data).toMatchObject({ status: null, page: 1, shippings: [] });
    expect(await api.requests[0]?.json()).toEqual({ page: 1, per_page: 20, sort: 'id', order: 'desc' });
  });

  it('returns an empty list as it is', async () => {
    const api = fakeApi({ 'POST /api/v1/shippings/paginate': shippingList([]) });
    const data = await loader(routeArgs(page(), api.context));
    expect(data.shippings).toEqual([]);
    expect(data.paginate?.total).toBe(0);
  });

  it('renders empty for an inactive subscription (the layout shows the dialog)', async () => {
    const api = fakeApi({
      'POST /api/v1/shippings/paginate': failure(402, 'Sua conta não esta ativa'),
    });
    expect(await loader(routeArgs(page(), api.context))).toMatchObject({ inactive: true, shippings: [] });
  });

  it('sends people without a session to /login', async () => {
    const api = fakeApi({});
    const response = await thrownResponse(loader(routeArgs(page('', {}), api.context)));
    expect(response.headers.get('Location')).toBe('/login');
    expect(api.requests).toHaveLength(0);

    const expired = fakeApi({ 'POST /api/v1/shippings/paginate': failure(401, 'Sessão expirada') });
    const again = await thrownResponse(loader(routeArgs(page(), expired.context)));
    expect(again.headers.get('Location')).toBe('/login');
  });

  it('lets an API failure reach the error boundary', async () => {
    const api = fakeApi({ 'POST /api/v1/shippings/paginate': failure(500, 'Falha') });
    await expect(loader(routeArgs(page(), api.context))).rejects.toMatchObject({ status: 500 });
  });
});
