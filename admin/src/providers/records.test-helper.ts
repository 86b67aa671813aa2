import type {
  BlingConnectionRow,
  ConfigValue,
  Content,
  Dashboard,
  Plan,
  Product,
  Shipping,
  ShippingDetail,
  SubscriptionListItem,
  User,
} from '@ponte/shared';
import { productFixture } from '@ponte/shared/testing';
import type { HttpAnswer, HttpClient } from './http-client.ts';

/** Records as the API answers them (valid for the shared schemas), for provider and screen tests. */
const at = '2025-03-04T12:00:00.000Z';
const paginate = (total: number, page = 1, perPage = 20) => ({
  current_page: page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});
export { paginate };

export const user = (overrides: Partial<User> = {}): User => ({
  id: 7,
  name: 'Joana',
  last_name: 'Pereira',
  email: 'joana@exemplo.com.br',
  role: 'client',
  document: '52998224725',
  phone: '11987654321',
  postcode: '01001000',
  address: 'Praça da Sé',
  number: '100',
  complement: null,
  state: 'SP',
  city: 'São Paulo',
  district: 'Sé',
  active: true,
  created_at: at,
  updated_at: at,
  subscription: {
    active: true,
    status: 'active',
    plan_id: 2,
    current_period_end: '2025-04-04T12:00:00.000Z',
    trial_ends_at: null,
    pending: null,
  },
  ...overrides,
});

/** The shared product fixture with the console tests' own values. */
export const product = (overrides: Partial<Product> = {}): Product =>
  productFixture({
    id: 11,
    supplier_id: 3,
    sku: 'CAF-01',
    name: 'Cafeteira Inox',
    description: null,
    gtin: null,
    price_cents: 12990,
    suggested_price_cents: 19990,
    weight_grams: null,
    width_cm: null,
    height_cm: null,
    depth_cm: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  });

export const shipping = (overrides: Partial<Shipping> = {}): Shipping => ({
  id: 5,
  client: { id: 7, name: 'Joana', last_name: 'Pereira' },
  supplier: { id: 3, name: 'Casa', last_name: 'Brasil' },
  status: 'pending',
  payment_status: 'unpaid',
  paid_at: null,
  notes: null,
  orders_count: 1,
  items_count: 2,
  total_cents: 25980,
  created_at: at,
  updated_at: at,
  ...overrides,
});

export const shippingDetail = (overrides: Partial<ShippingDetail> = {}): ShippingDetail => ({
  ...shipping(),
  orders: [
    {
      id: 9,
      recipient: { name: 'Maria Silva', document: '52998224725', phone: null, email: null },
      address: {
        postcode: '01001000',
        address: 'Praça da Sé',
        number: '1',
        complement: null,
        state: 'SP',
        city: 'São Paulo',
        district: 'Sé',
      },
      tracking_code: null,
      carrier: null,
      items: [
        {
          id: 1,
          product: { id: 11, name: 'Cafeteira Inox', sku: 'CAF-01', images: [] },
          quantity: 2,
          unit_price_cents: 12990,
          subtotal_cents: 25980,
        },
      ],
      items_count: 2,
      total_cents: 25980,
      created_at: at,
    },
  ],
  history: [
    { at, by: { id: 7, name: 'Joana Pereira' }, field: 'status', from: null, to: 'pending', note: null },
  ],
  ...overrides,
});

export const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 2,
  name: 'Revendedor Mensal',
  description: 'Para revendedores',
  role: 'client',
  price_cents: 4990,
  interval: 'month',
  features: ['Catálogo'],
  active: true,
  position: 0,
  subscribers_count: 1,
  created_at: at,
  updated_at: at,
  ...overrides,
});

export const subscriptionItem = (overrides: Partial<SubscriptionListItem> = {}): SubscriptionListItem => ({
  id: 4,
  user: { id: 7, name: 'Joana', last_name: 'Pereira', email: 'joana@exemplo.com.br', role: 'client' },
  plan: { id: 2, name: 'Revendedor Mensal' },
  status: 'pending',
  provider: 'manual',
  price_cents: 4990,
  current_period_start: null,
  current_period_end: null,
  approved_at: null,
  cancelled_at: null,
  created_at: at,
  method: null,
  external_id: null,
  grace_until: null,
  provider_error: null,
  ...overrides,
});

export const content = (overrides: Partial<Content> = {}): Content => ({
  id: 3,
  title: 'Como precificar',
  summary: null,
  body: '<p>Texto</p>',
  video_url: null,
  cover_url: null,
  category: 'Vendas',
  audience: 'all',
  published: true,
  position: 0,
  created_at: at,
  updated_at: at,
  ...overrides,
});

export const configValue = (overrides: Partial<ConfigValue> = {}): ConfigValue => ({
  id: 8,
  param_id: 4,
  user_id: null,
  code: 'trial_days',
  name: 'Dias de teste',
  description: null,
  type: 'number',
  scope: 'global',
  secret: false,
  value: '7',
  is_set: true,
  ...overrides,
});

export const blingRow = (overrides: Partial<BlingConnectionRow> = {}): BlingConnectionRow => ({
  id: 1,
  supplier_id: 3,
  supplier_name: 'Casa Brasil',
  supplier_email: 'casa@exemplo.com.br',
  state: 'connected',
  connected_at: at,
  access_expires_at: at,
  error: null,
  last_run: null,
  ...overrides,
});

export const dashboard = (): Dashboard => ({
  products: [],
  totalProducts: 10,
  totalValuePaid: 25980,
  totalItemSales: 2,
  shippingsByStatus: { pending: 1, processing: 0, shipped: 0, delivered: 0, cancelled: 0 },
  salesByDay: [],
});

export const cepAnswer = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  uf: 'SP',
  localidade: 'São Paulo',
  bairro: 'Sé',
  postcode: '01001000',
  address: 'Praça da Sé',
  complement: 'lado ímpar',
  state: 'SP',
  city: 'São Paulo',
  district: 'Sé',
};

/** A request as the fake HTTP client saw it. */
export interface SeenCall {
  method: string;
  url: string;
  body: unknown;
}

type Reply = unknown | ((call: SeenCall) => unknown);

/** An HttpClient answering "METHOD url" from `routes` (404 otherwise), keeping every call. */
export function fakeHttp(routes: Record<string, Reply>) {
  const calls: SeenCall[] = [];
  const http: HttpClient = async (url, options = {}) => {
    const call: SeenCall = {
      method: options.method ?? 'GET',
      url,
      body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${url}`;
    if (!(key in routes)) throw new Error(`unexpected request ${key}`);
    const route = routes[key];
    const json = typeof route === 'function' ? (route as (c: SeenCall) => unknown)(call) : route;
    const answer: HttpAnswer = { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
    return answer;
  };
  return { http, calls };
}
