import { describe, expect, it } from 'vitest';
import { createDataProvider } from './data-provider.ts';
import { currentUserAnswer, fakeApi, XSRF_VALUE } from './fake-api.test-helper.ts';

const client = currentUserAnswer('client').body.current_user;
const paginateAnswer = {
  status: 200,
  body: { clients: [client], paginate: { current_page: 2, per_page: 10, total: 11, last_page: 2 } },
};

describe('data provider', () => {
  it('lists clients with POST /api/v1/users/paginate and the API’s body', async () => {
    const { client: api, requests } = fakeApi({ 'POST /api/v1/users/paginate': paginateAnswer });
    const dataProvider = createDataProvider(api);

    const result = await dataProvider.getList('clients', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: '  souza ', role: 'client' },
    });

    expect(result).toEqual({ data: [client], total: 11 });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/users/paginate' });
    expect(requests[0]?.body).toEqual({
      page: 2,
      per_page: 10,
      sort: 'created_at',
      order: 'desc',
      search: 'souza',
      filter: { role: 'client' },
    });
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe(XSRF_VALUE);
  });

  it('caps the page size at the API maximum and sends no empty search or filter', async () => {
    const { client: api, requests } = fakeApi({ 'POST /api/v1/users/paginate': paginateAnswer });
    await createDataProvider(api).getList('clients', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: '   ' },
    });
    expect(requests[0]?.body).toEqual({ page: 1, per_page: 100, sort: 'name', order: 'asc' });
  });

  it('refuses a sort field the API does not know before calling it', async () => {
    const { client: api, requests } = fakeApi({ 'POST /api/v1/users/paginate': paginateAnswer });
    await expect(
      createDataProvider(api).getList('clients', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'password', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow();
    expect(requests).toHaveLength(0);
  });

  it('fails clearly for what does not exist yet instead of pretending', async () => {
    const { client: api, requests } = fakeApi({});
    const dataProvider = createDataProvider(api);
    await expect(
      dataProvider.getList('products', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow('Operação "getList" ainda não disponível para "products".');
    await expect(
      dataProvider.update('clients', { id: 1, data: {}, previousData: { id: 1 } }),
    ).rejects.toThrow('Operação "update" ainda não disponível para "clients".');
    await expect(dataProvider.delete('clients', { id: 1 })).rejects.toThrow(/delete/);
    expect(requests).toHaveLength(0);
  });
});
