import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from './data-provider.ts';
import { fakeHttp, paginate, subscriptionItem, user } from './records.test-helper.ts';

describe('data provider: exports read the whole list a page at a time', () => {
  it('asks the API for its pages of 100 until the export has its rows, in the list’s order and filter', async () => {
    const people = Array.from({ length: 230 }, (_, i) =>
      user({ id: i + 1, email: `p${i + 1}@exemplo.com.br` }),
    );
    const { http, calls } = fakeHttp({
      'POST /api/v1/users/paginate': (call: { body?: unknown }) => {
        const { page, per_page } = call.body as { page: number; per_page: number };
        return {
          clients: people.slice((page - 1) * per_page, page * per_page),
          paginate: paginate(people.length, page, per_page),
        };
      },
    });
    const result = await createDataProvider({ httpClient: http }).getList('clients', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { role: 'client' },
    });
    expect(result.total).toBe(230);
    expect(result.data.map((row) => row.id)).toEqual(people.map((p) => p.id));
    expect(calls.map((c) => c.body)).toEqual(
      [1, 2, 3].map((page) => ({
        page,
        per_page: 100,
        sort: 'created_at',
        order: 'desc',
        filter: { role: 'client' },
      })),
    );
  });

  it('asks for one page only when the list fits in it', async () => {
    const { http, calls } = fakeHttp({
      'POST /api/v1/users/paginate': { clients: [user()], paginate: paginate(1, 1, 100) },
    });
    const result = await createDataProvider({ httpClient: http }).getList('clients', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [user()], total: 1 });
    expect(calls).toHaveLength(1);
  });
});

describe('data provider: bulk subscription actions', () => {
  const refused = 'Só uma assinatura pendente pode ser aprovada.';

  it('approves each selected subscription through its action and reports each refusal with its reason', async () => {
    const { http, calls } = fakeHttp({
      'POST /api/v1/subscriptions/1/approve': {
        message: 'Assinatura aprovada.',
        data: subscriptionItem({ id: 1, status: 'active' }),
      },
      'POST /api/v1/subscriptions/2/approve': () => {
        throw new HttpError(refused, 409, { error: refused });
      },
      'POST /api/v1/subscriptions/3/approve': {
        message: 'Assinatura aprovada.',
        data: subscriptionItem({ id: 3, status: 'active' }),
      },
    });
    const error = await createDataProvider({ httpClient: http })
      .updateMany('subscriptions', { ids: [1, 2, 3], data: { action: 'approve' } })
      .catch((e: unknown) => e);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/subscriptions/1/approve',
      '/api/v1/subscriptions/2/approve',
      '/api/v1/subscriptions/3/approve',
    ]);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 409,
      body: { done: [1, 3], failed: 1, failures: [{ id: 2, message: refused }] },
    });
  });

  it('cancels them all and answers their ids when nothing is refused', async () => {
    const { http } = fakeHttp({
      'POST /api/v1/subscriptions/5/cancel': {
        message: 'Assinatura cancelada.',
        data: subscriptionItem({ id: 5, status: 'cancelled' }),
      },
    });
    await expect(
      createDataProvider({ httpClient: http }).updateMany('subscriptions', {
        ids: [5],
        data: { action: 'cancel' },
      }),
    ).resolves.toEqual({ data: [5] });
  });
});
