import { describe, expect, it } from 'vitest';
import { createDataProvider, type PonteDataProvider } from './data-provider.ts';
import {
  blingRow,
  cepAnswer,
  configValue,
  content,
  dashboard,
  fakeHttp,
  paginate,
  plan,
  product,
  shipping,
  shippingDetail,
  subscriptionItem,
  user,
} from './records.test-helper.ts';

const list = {
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'id', order: 'DESC' as const },
  filter: {},
};
const deleted = { message: 'Removido.' };

interface Row {
  name: string;
  run: (dp: PonteDataProvider) => Promise<unknown>;
  request: { method: string; url: string; body?: unknown };
  answer: unknown;
  result: unknown;
}

/** Every method of every resource the API offers: the request it makes and what react-admin gets. */
const rows: Row[] = [
  // clients → /v1/users
  {
    name: 'clients getList',
    run: (dp) =>
      dp.getList('clients', { ...list, filter: { q: ' souza ', role: 'client', subscription: 'active' } }),
    request: {
      method: 'POST',
      url: '/api/v1/users/paginate',
      body: {
        page: 2,
        per_page: 10,
        sort: 'id',
        order: 'desc',
        search: 'souza',
        filter: { role: 'client', subscription: 'active' },
      },
    },
    answer: { clients: [user()], paginate: paginate(11, 2, 10) },
    result: { data: [user()], total: 11 },
  },
  {
    name: 'clients getOne',
    run: (dp) => dp.getOne('clients', { id: 7 }),
    request: { method: 'GET', url: '/api/v1/users/7' },
    answer: user(),
    result: { data: user() },
  },
  {
    name: 'clients create (only the fields the API takes, empty ones left to its defaults)',
    run: (dp) =>
      dp.create('clients', {
        data: {
          name: 'Joana',
          last_name: 'Pereira',
          email: 'j@x.com',
          password: 'senha-forte-1',
          role: 'client',
          document: null,
          extra: 1,
        },
      }),
    request: {
      method: 'POST',
      url: '/api/v1/users',
      body: {
        name: 'Joana',
        last_name: 'Pereira',
        email: 'j@x.com',
        role: 'client',
        password: 'senha-forte-1',
      },
    },
    answer: user(),
    result: { data: user() },
  },
  {
    name: 'clients update (PUT {data} with the changed fields only; a blank password is none)',
    run: (dp) =>
      dp.update('clients', {
        id: 7,
        data: { ...user(), city: 'Santos', complement: null, password: null },
        previousData: user({ complement: 'apto 1' }),
      }),
    request: { method: 'PUT', url: '/api/v1/users/7', body: { data: { complement: null, city: 'Santos' } } },
    answer: user({ city: 'Santos' }),
    result: { data: user({ city: 'Santos' }) },
  },
  {
    name: 'clients delete (deactivates: the answer is the user)',
    run: (dp) => dp.delete('clients', { id: 7, previousData: user() }),
    request: { method: 'DELETE', url: '/api/v1/users/7' },
    answer: user({ active: false }),
    result: { data: user({ active: false }) },
  },
  // products → /v1/products
  {
    name: 'products getList',
    run: (dp) =>
      dp.getList('products', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'price_cents', order: 'ASC' },
        filter: { q: 'cafe', supplier_id: 3, status: 'active', in_stock: true },
      }),
    request: {
      method: 'POST',
      url: '/api/v1/products/paginate',
      body: {
        page: 1,
        per_page: 25,
        sort: 'price_cents',
        order: 'asc',
        search: 'cafe',
        filter: { supplier_id: 3, status: 'active', in_stock: true },
      },
    },
    answer: { products: [product()], paginate: paginate(1) },
    result: { data: [product()], total: 1 },
  },
  {
    name: 'products getOne',
    run: (dp) => dp.getOne('products', { id: 11 }),
    request: { method: 'GET', url: '/api/v1/products/11' },
    answer: product(),
    result: { data: product() },
  },
  {
    name: 'products update',
    run: (dp) =>
      dp.update('products', {
        id: 11,
        data: { ...product(), price_cents: 9990, available: 99 },
        previousData: product(),
      }),
    request: { method: 'PUT', url: '/api/v1/products/11', body: { data: { price_cents: 9990 } } },
    answer: product({ price_cents: 9990 }),
    result: { data: product({ price_cents: 9990 }) },
  },
  {
    name: 'products delete (the answer is a message: the record is the one on screen)',
    run: (dp) => dp.delete('products', { id: 11, previousData: product() }),
    request: { method: 'DELETE', url: '/api/v1/products/11' },
    answer: { message: 'Produto removido' },
    result: { data: product() },
  },
  // shippings → /v1/shippings
  {
    name: 'shippings getList (the result wrapper)',
    run: (dp) => dp.getList('shippings', { ...list, filter: { status: 'pending' } }),
    request: {
      method: 'POST',
      url: '/api/v1/shippings/paginate',
      body: { page: 2, per_page: 10, sort: 'id', order: 'desc', filter: { status: 'pending' } },
    },
    answer: { result: { shippings: [shipping()], paginate: paginate(11, 2, 10) } },
    result: { data: [shipping()], total: 11 },
  },
  {
    name: 'shippings getOne',
    run: (dp) => dp.getOne('shippings', { id: 5 }),
    request: { method: 'GET', url: '/api/v1/shippings/5' },
    answer: { result: { shipping: shippingDetail() } },
    result: { data: shippingDetail() },
  },
  {
    name: 'shippings update (an action sends exactly its fields)',
    run: (dp) =>
      dp.update('shippings', {
        id: 5,
        data: { status: 'processing', note: 'ok', orders: undefined },
        previousData: shippingDetail(),
      }),
    request: {
      method: 'PUT',
      url: '/api/v1/shippings/5',
      body: { data: { status: 'processing', note: 'ok' } },
    },
    answer: { result: { shipping: shippingDetail({ status: 'processing' }) } },
    result: { data: shippingDetail({ status: 'processing' }) },
  },
  // plans → /v1/subscriber-plans (a plain list: sorted, filtered and paged here)
  {
    name: 'plans getList',
    run: (dp) =>
      dp.getList('plans', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'price_cents', order: 'DESC' },
        filter: { role: 'client' },
      }),
    request: { method: 'GET', url: '/api/v1/subscriber-plans?role=client' },
    answer: { data: [plan({ id: 1, price_cents: 100 }), plan({ id: 2, price_cents: 900 })] },
    result: { data: [plan({ id: 2, price_cents: 900 })], total: 2 },
  },
  {
    name: 'plans getOne',
    run: (dp) => dp.getOne('plans', { id: 2 }),
    request: { method: 'GET', url: '/api/v1/subscriber-plans/2' },
    answer: { data: plan() },
    result: { data: plan() },
  },
  {
    name: 'plans create',
    run: (dp) =>
      dp.create('plans', {
        data: { name: 'Anual', role: 'supplier', price_cents: 1000, features: ['A'], id: 99 },
      }),
    request: {
      method: 'POST',
      url: '/api/v1/subscriber-plans',
      body: { name: 'Anual', role: 'supplier', price_cents: 1000, features: ['A'] },
    },
    answer: { data: plan({ name: 'Anual' }) },
    result: { data: plan({ name: 'Anual' }) },
  },
  {
    name: 'plans update',
    run: (dp) =>
      dp.update('plans', { id: 2, data: { ...plan(), features: ['A', 'B'] }, previousData: plan() }),
    request: { method: 'PUT', url: '/api/v1/subscriber-plans/2', body: { data: { features: ['A', 'B'] } } },
    answer: { data: plan({ features: ['A', 'B'] }) },
    result: { data: plan({ features: ['A', 'B'] }) },
  },
  {
    name: 'plans delete (a plan in use comes back deactivated)',
    run: (dp) => dp.delete('plans', { id: 2, previousData: plan() }),
    request: { method: 'DELETE', url: '/api/v1/subscriber-plans/2' },
    answer: { message: 'Plano desativado.', data: plan({ active: false }) },
    result: { data: plan({ active: false }) },
  },
  // subscriptions → /v1/subscriptions
  {
    name: 'subscriptions getList',
    run: (dp) => dp.getList('subscriptions', { ...list, filter: { status: 'pending' } }),
    request: {
      method: 'POST',
      url: '/api/v1/subscriptions/paginate',
      body: { page: 2, per_page: 10, sort: 'id', order: 'desc', filter: { status: 'pending' } },
    },
    answer: { subscriptions: [subscriptionItem()], paginate: paginate(1) },
    result: { data: [subscriptionItem()], total: 1 },
  },
  {
    name: 'approveSubscription',
    run: (dp) => dp.approveSubscription(4),
    request: { method: 'POST', url: '/api/v1/subscriptions/4/approve' },
    answer: { message: 'Assinatura aprovada.', data: subscriptionItem({ status: 'active' }) },
    result: { message: 'Assinatura aprovada.', data: subscriptionItem({ status: 'active' }) },
  },
  {
    name: 'cancelSubscription',
    run: (dp) => dp.cancelSubscription(4),
    request: { method: 'POST', url: '/api/v1/subscriptions/4/cancel' },
    answer: { message: 'Assinatura cancelada.', data: subscriptionItem({ status: 'cancelled' }) },
    result: { message: 'Assinatura cancelada.', data: subscriptionItem({ status: 'cancelled' }) },
  },
  // contents → /v1/contents (the API searches; the rest here)
  {
    name: 'contents getList',
    run: (dp) =>
      dp.getList('contents', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'title', order: 'ASC' },
        filter: { q: 'preço', category: 'Vendas', published: false },
      }),
    request: { method: 'GET', url: '/api/v1/contents?search=pre%C3%A7o&category=Vendas' },
    answer: { data: [content({ id: 1, title: 'B' }), content({ id: 2, title: 'A', published: false })] },
    result: { data: [content({ id: 2, title: 'A', published: false })], total: 1 },
  },
  {
    name: 'contents getOne',
    run: (dp) => dp.getOne('contents', { id: 3 }),
    request: { method: 'GET', url: '/api/v1/contents/3' },
    answer: { data: content() },
    result: { data: content() },
  },
  {
    name: 'contents create',
    run: (dp) => dp.create('contents', { data: { title: 'Novo', body: '<p>x</p>', video_url: null } }),
    request: { method: 'POST', url: '/api/v1/contents', body: { title: 'Novo', body: '<p>x</p>' } },
    answer: { data: content({ title: 'Novo' }) },
    result: { data: content({ title: 'Novo' }) },
  },
  {
    name: 'contents update',
    run: (dp) =>
      dp.update('contents', { id: 3, data: { ...content(), published: false }, previousData: content() }),
    request: { method: 'PUT', url: '/api/v1/contents/3', body: { data: { published: false } } },
    answer: { data: content({ published: false }) },
    result: { data: content({ published: false }) },
  },
  {
    name: 'contents delete',
    run: (dp) => dp.delete('contents', { id: 3, previousData: content() }),
    request: { method: 'DELETE', url: '/api/v1/contents/3' },
    answer: deleted,
    result: { data: content() },
  },
  // config → the spec's config endpoints
  {
    name: 'config getList',
    run: (dp) =>
      dp.getList('config', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'name', order: 'ASC' },
        filter: { q: 'teste' },
      }),
    request: { method: 'GET', url: '/api/v1/system-config-param-values-is-config/' },
    answer: {
      data: [
        configValue(),
        configValue({ id: 9, code: 'support_email', name: 'E-mail de suporte', type: 'email' }),
      ],
    },
    result: { data: [configValue()], total: 1 },
  },
  {
    name: 'config getOne',
    run: (dp) => dp.getOne('config', { id: 8 }),
    request: { method: 'GET', url: '/api/v1/system-config-param-values-is-config/8' },
    answer: { data: configValue() },
    result: { data: configValue() },
  },
  {
    name: 'config update (PUT …-param-values/{id} {data:{value}})',
    run: (dp) =>
      dp.update('config', { id: 8, data: { ...configValue(), value: '10' }, previousData: configValue() }),
    request: { method: 'PUT', url: '/api/v1/system-config-param-values/8', body: { data: { value: '10' } } },
    answer: { data: configValue({ value: '10' }) },
    result: { data: configValue({ value: '10' }) },
  },
  // erp → GET /v1/bling/connections (read only)
  {
    name: 'erp getList',
    run: (dp) =>
      dp.getList('erp', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'supplier_name', order: 'ASC' },
        filter: {},
      }),
    request: { method: 'GET', url: '/api/v1/bling/connections' },
    answer: { data: [blingRow()] },
    result: { data: [blingRow()], total: 1 },
  },
  {
    name: 'erp getOne (found in the list)',
    run: (dp) => dp.getOne('erp', { id: 1 }),
    request: { method: 'GET', url: '/api/v1/bling/connections' },
    answer: { data: [blingRow()] },
    result: { data: blingRow() },
  },
  // the API's other calls
  {
    name: 'getDashboard',
    run: (dp) => dp.getDashboard(),
    request: { method: 'GET', url: '/api/v1/dashboard' },
    answer: dashboard(),
    result: { data: dashboard() },
  },
  {
    name: 'lookupCep (digits only in the path)',
    run: (dp) => dp.lookupCep('01001-000'),
    request: { method: 'GET', url: '/api/v1/cep/01001000' },
    answer: cepAnswer,
    result: { data: cepAnswer },
  },
];

describe('data provider: request and mapping per method and resource', () => {
  it.each(rows)('$name', async ({ run, request, answer, result }) => {
    const { http, calls } = fakeHttp({ [`${request.method} ${request.url}`]: answer });
    await expect(run(createDataProvider({ httpClient: http }))).resolves.toEqual(result);
    expect(calls).toEqual([{ method: request.method, url: request.url, body: request.body }]);
  });
});
