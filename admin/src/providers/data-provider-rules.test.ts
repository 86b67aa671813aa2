import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider, NOT_OFFERED, RESOURCES, type PonteDataProvider } from './data-provider.ts';
import { BAD_LIST_QUERY } from './list-query.ts';
import { fakeHttp, paginate, product, shipping, user } from './records.test-helper.ts';

const list = {
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'id', order: 'DESC' as const },
  filter: {},
};

describe('data provider: what the API does not offer', () => {
  const offered: Record<string, string[]> = {
    clients: ['getList', 'getOne', 'create', 'update', 'delete'],
    products: ['getList', 'getOne', 'update', 'delete'],
    shippings: ['getList', 'getOne', 'update'],
    plans: ['getList', 'getOne', 'create', 'update', 'delete'],
    subscriptions: ['getList'],
    contents: ['getList', 'getOne', 'create', 'update', 'delete'],
    config: ['getList', 'getOne', 'update'],
    erp: ['getList', 'getOne'],
    emails: ['getList'],
  };
  const calls: Record<string, (dp: PonteDataProvider, resource: string) => Promise<unknown>> = {
    getList: (dp, r) => dp.getList(r, list),
    getOne: (dp, r) => dp.getOne(r, { id: 1 }),
    create: (dp, r) => dp.create(r, { data: {} }),
    update: (dp, r) => dp.update(r, { id: 1, data: {}, previousData: { id: 1 } }),
    delete: (dp, r) => dp.delete(r, { id: 1 }),
  };
  const missing = RESOURCES.flatMap((resource) =>
    Object.keys(calls)
      .filter((name) => !offered[resource]!.includes(name))
      .map((name) => ({ resource, name })),
  );

  it.each(missing)('$resource $name rejects with 405 and calls nothing', async ({ resource, name }) => {
    const { http, calls: seen } = fakeHttp({});
    const error = await calls[name]!(createDataProvider({ httpClient: http }), resource).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 405, message: NOT_OFFERED });
    expect(seen).toEqual([]);
  });

  it('rejects an unknown resource the same way', async () => {
    const { http } = fakeHttp({});
    await expect(createDataProvider({ httpClient: http }).getList('nada', list)).rejects.toMatchObject({
      status: 405,
    });
  });
});

describe('data provider: lists', () => {
  it('caps the page size at the API maximum and sends no empty search or filter', async () => {
    const { http, calls } = fakeHttp({
      'POST /api/v1/users/paginate': { clients: [], paginate: paginate(0) },
    });
    await createDataProvider({ httpClient: http }).getList('clients', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: '   ' },
    });
    expect(calls[0]?.body).toEqual({ page: 1, per_page: 100, sort: 'name', order: 'asc' });
  });

  it('refuses a sort field or filter the API does not know before calling it', async () => {
    const { http, calls } = fakeHttp({});
    const dp = createDataProvider({ httpClient: http });
    await expect(
      dp.getList('clients', { ...list, sort: { field: 'password', order: 'ASC' } }),
    ).rejects.toMatchObject({
      status: 400,
      message: BAD_LIST_QUERY,
    });
    await expect(dp.getList('products', { ...list, filter: { nonsense: 1 } })).rejects.toThrow(
      BAD_LIST_QUERY,
    );
    expect(calls).toEqual([]);
  });

  it('getMany asks for each record; getManyReference filters the list by the target', async () => {
    const { http, calls } = fakeHttp({
      'GET /api/v1/users/3': user({ id: 3 }),
      'GET /api/v1/users/4': user({ id: 4 }),
      'POST /api/v1/shippings/paginate': { result: { shippings: [shipping()], paginate: paginate(1) } },
    });
    const dp = createDataProvider({ httpClient: http });
    await expect(dp.getMany('clients', { ids: [3, 4] })).resolves.toEqual({
      data: [user({ id: 3 }), user({ id: 4 })],
    });
    await expect(
      dp.getManyReference('shippings', { target: 'client_id', id: 7, ...list, filter: {} }),
    ).resolves.toEqual({ data: [shipping()], total: 1 });
    expect(calls.at(-1)?.body).toMatchObject({ filter: { client_id: 7 } });
  });
});

describe('data provider: many at once', () => {
  it('updateMany sends each record its change and answers the ids', async () => {
    const { http, calls } = fakeHttp({
      'PUT /api/v1/products/1': product({ id: 1, status: 'inactive' }),
      'PUT /api/v1/products/2': product({ id: 2, status: 'inactive' }),
    });
    const result = await createDataProvider({ httpClient: http }).updateMany('products', {
      ids: [1, 2],
      data: { status: 'inactive' },
    });
    expect(result).toEqual({ data: [1, 2] });
    expect(calls.map((c) => c.body)).toEqual([
      { data: { status: 'inactive' } },
      { data: { status: 'inactive' } },
    ]);
  });

  it('deleteMany goes on past a refusal and then reports it, with what was removed', async () => {
    const inUse = 'O produto pode estar vinculado a um cliente ou pedido e não pode ser removido.';
    const { http } = fakeHttp({
      'DELETE /api/v1/products/1': () => {
        throw new HttpError(inUse, 409, { error: inUse });
      },
      'DELETE /api/v1/products/2': { message: 'Produto removido' },
    });
    const error = await createDataProvider({ httpClient: http })
      .deleteMany('products', { ids: [1, 2] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 409,
      message: inUse,
      body: { error: inUse, done: [2], failed: 1 },
    });
  });
});

describe('data provider: product export', () => {
  it('posts the list filter (search included) and hands back the file and its name', async () => {
    const seen: { url: string; body: unknown }[] = [];
    const blob = new Blob(['a;b'], { type: 'text/csv' });
    const dp = createDataProvider({
      httpClient: fakeHttp({}).http,
      downloadClient: async (url, body) => {
        seen.push({ url, body });
        return { blob, filename: 'produtos.csv' };
      },
    });
    await expect(
      dp.exportProducts({ format: 'csv', filter: { q: 'cafe', status: 'active' } }),
    ).resolves.toEqual({
      blob,
      filename: 'produtos.csv',
    });
    expect(seen).toEqual([
      {
        url: '/api/v1/products/download/',
        body: { format: 'csv', search: 'cafe', filter: { status: 'active' } },
      },
    ]);
  });
});
