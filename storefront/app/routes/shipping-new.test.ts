import { describe, expect, it } from 'vitest';
import {
  cookie,
  currentUser,
  failure,
  product,
  productPage,
  shippingDetail,
} from '../components/shipping/shipping-fixtures.ts';
import { fakeApi, formPost, routeArgs, thrownResponse } from '../testing/fake-api.ts';
import { action, loader } from './shipping-new.tsx';

const page = () => new Request('http://localhost:3000/shipping/new', { headers: cookie });
const post = (fields: Record<string, string>) => formPost('/shipping/new', fields, cookie);

/** A complete first order: recipient, address, 2 × product 5 and nothing of product 6. */
const order0 = {
  order_count: '1',
  'orders.0.recipient.name': 'Carlos Lima',
  'orders.0.recipient.document': '529.982.247-25',
  'orders.0.recipient.phone': '',
  'orders.0.recipient.email': '',
  'orders.0.address.postcode': '01001-000',
  'orders.0.address.address': 'Praça da Sé',
  'orders.0.address.number': '100',
  'orders.0.address.complement': '',
  'orders.0.address.district': 'Sé',
  'orders.0.address.city': 'São Paulo',
  'orders.0.address.state': 'SP',
  'orders.0.qty.5': '2',
  'orders.0.qty.6': '',
  notes: '',
};

async function shown(result: Awaited<ReturnType<typeof action>>) {
  if (result instanceof Response) throw new Error(`expected the form again, got ${result.status}`);
  return 'data' in result ? result : { data: result, init: null };
}

describe('new shipment loader', () => {
  it("offers a client's selection, every page of it, without inactive products", async () => {
    const pages = [
      productPage([product(5), product(6, { status: 'inactive' })], 1, 2),
      productPage([product(9, { supplier_id: 3, available: 0 })], 2, 2),
    ];
    const api = fakeApi({
      'GET /api/v1/users/current-user': currentUser('client'),
      'POST /api/v1/products/paginate': () => pages.shift()!,
    });

    const data = await loader(routeArgs(page(), api.context));

    expect(data.inactive).toBe(false);
    expect(data.products.map((p) => p.id)).toEqual([5, 9]);
    expect(data.products[0]).toEqual({
      id: 5,
      name: 'Produto 5',
      sku: 'SKU-5',
      price_cents: 5000,
      available: 10,
      supplier_id: 2,
    });
    const bodies = await Promise.all(api.requests.slice(1).map((r) => r.json()));
    expect(bodies).toEqual([
      { page: 1, per_page: 100, sort: 'name', order: 'asc', filter: { marked: true } },
      { page: 2, per_page: 100, sort: 'name', order: 'asc', filter: { marked: true } },
    ]);
  });

  it('shows an empty selection as such', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': currentUser('client'),
      'POST /api/v1/products/paginate': () => productPage([]),
    });
    expect(await loader(routeArgs(page(), api.context))).toEqual({
      inactive: false,
      products: [],
      maxOrders: 50,
    });
  });

  it('sends suppliers and admins back to the list: only clients send shipments', async () => {
    const api = fakeApi({ 'GET /api/v1/users/current-user': currentUser('supplier') });
    const response = await thrownResponse(loader(routeArgs(page(), api.context)));
    expect(response.headers.get('Location')).toBe('/shipping');
  });

  it('renders empty for an inactive subscription', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': currentUser('client'),
      'POST /api/v1/products/paginate': failure(402, 'Sua conta não esta ativa'),
    });
    expect(await loader(routeArgs(page(), api.context))).toEqual({
      inactive: true,
      products: [],
      maxOrders: 50,
    });
  });

  it('lets an API failure reach the error boundary', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': currentUser('client'),
      'POST /api/v1/products/paginate': failure(500, 'Falha'),
    });
    await expect(loader(routeArgs(page(), api.context))).rejects.toMatchObject({ status: 500 });
  });
});

describe('new shipment action', () => {
  it('sends the shipment and opens the first one created (docs/product.md#navigation-after-actions)', async () => {
    const api = fakeApi({
      'POST /api/v1/shippings': () =>
        Response.json({ result: { shippings: [shippingDetail(41), shippingDetail(42)] } }, { status: 201 }),
    });

    const response = await action(routeArgs(post({ ...order0, notes: 'Entregar à tarde' }), api.context));

    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('Location')).toBe('/shipping/view/41');
    expect(await api.requests[0]?.json()).toEqual({
      orders: [
        {
          recipient: { name: 'Carlos Lima', document: '52998224725', phone: null, email: null },
          address: {
            postcode: '01001000',
            address: 'Praça da Sé',
            number: '100',
            complement: null,
            state: 'SP',
            city: 'São Paulo',
            district: 'Sé',
          },
          items: [{ product_id: 5, quantity: 2 }],
        },
      ],
      notes: 'Entregar à tarde',
    });
  });

  it('refuses an incomplete form with messages next to the fields, without calling the API', async () => {
    const api = fakeApi({});
    const fields = {
      ...order0,
      'orders.0.recipient.document': '123',
      'orders.0.address.state': '',
      'orders.0.qty.5': '',
    };
    const { data, init } = await shown(await action(routeArgs(post(fields), api.context)));
    expect(init?.status).toBe(422);
    expect(data).toMatchObject({ error: 'Os dados enviados são inválidos.', values: fields });
    expect(Object.keys((data as { errors: object }).errors).sort()).toEqual([
      'orders.0.address.state',
      'orders.0.items',
      'orders.0.recipient.document',
    ]);
    // A blank required field says so, whatever the schema's wording for an empty text.
    expect((data as { errors: Record<string, string[]> }).errors).toMatchObject({
      'orders.0.address.state': ['Campo obrigatório.'],
      'orders.0.recipient.document': ['CPF ou CNPJ inválido.'],
      'orders.0.items': ['Informe ao menos um item.'],
    });
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a quantity that is not a whole number on its own field', async () => {
    const api = fakeApi({});
    const { data } = await shown(
      await action(routeArgs(post({ ...order0, 'orders.0.qty.6': '1,5' }), api.context)),
    );
    expect((data as { errors: Record<string, string[]> }).errors).toEqual({
      'orders.0.qty.6': ['Informe um número inteiro, sem vírgula.'],
    });
  });

  it("puts the API's item errors on the quantity they came from", async () => {
    const api = fakeApi({
      'POST /api/v1/shippings': failure(422, 'O produto #6 não está disponível no catálogo.', {
        'orders.0.items.1.product_id': ['Produto não encontrado ou indisponível no catálogo.'],
      }),
    });
    const fields = { ...order0, 'orders.0.qty.6': '1' };
    const { data, init } = await shown(await action(routeArgs(post(fields), api.context)));
    expect(init?.status).toBe(422);
    expect(data).toMatchObject({
      error: 'O produto #6 não está disponível no catálogo.',
      errors: { 'orders.0.qty.6': ['Produto não encontrado ou indisponível no catálogo.'] },
    });
  });

  it("shows the server's stock message on 409", async () => {
    const error = 'Estoque insuficiente para "Produto 5": disponível 1.';
    const api = fakeApi({ 'POST /api/v1/shippings': failure(409, error) });
    const { data, init } = await shown(await action(routeArgs(post(order0), api.context)));
    expect(init?.status).toBe(409);
    expect(data).toMatchObject({ status: 409, error, values: order0 });
  });

  it('shows the generic message when the API fails unexpectedly', async () => {
    const api = fakeApi({ 'POST /api/v1/shippings': failure(500, 'boom') });
    const { data } = await shown(await action(routeArgs(post(order0), api.context)));
    expect(data).toMatchObject({ error: 'Algo deu errado, entre em contato com os desenvolvedores' });
  });

  it('adds a recipient without JavaScript by answering the form with one more order', async () => {
    const api = fakeApi({});
    const result = await action(routeArgs(post({ ...order0, intent: 'add-order' }), api.context));
    const { data } = await shown(result);
    expect((data as { values: Record<string, string> }).values).toEqual({ ...order0, order_count: '2' });
    expect(api.requests).toHaveLength(0);
  });

  it('removes a recipient without JavaScript, moving the later ones up', async () => {
    const api = fakeApi({});
    const fields = {
      order_count: '3',
      'orders.0.recipient.name': 'A',
      'orders.1.recipient.name': 'B',
      'orders.2.recipient.name': 'C',
      'orders.2.qty.5': '4',
      intent: 'remove-order:1',
    };
    const { data } = await shown(await action(routeArgs(post(fields), api.context)));
    expect((data as { values: Record<string, string> }).values).toEqual({
      order_count: '2',
      'orders.0.recipient.name': 'A',
      'orders.1.recipient.name': 'C',
      'orders.1.qty.5': '4',
    });
  });
});
