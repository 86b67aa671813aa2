import { describe, expect, it } from 'vitest';
import {
  cookie,
  currentUser,
  failure,
  product,
  productPage,
  shippingAnswer,
  shippingDetail,
} from '../components/shipping/shipping-fixtures.ts';
import { fakeApi, formPost, routeArgs, thrownResponse } from '../testing/fake-api.ts';
import { action, loader } from './shipping-view.tsx';

const view = (id = '12') =>
  routeArgs(new Request(`http://localhost:3000/shipping/view/${id}`, { headers: cookie }), {}, { id });
const load = (api: ReturnType<typeof fakeApi>, id = '12') => loader({ ...view(id), context: api.context });
const submit = (api: ReturnType<typeof fakeApi>, fields: Record<string, string>) =>
  action(routeArgs(formPost('/shipping/view/12', fields, cookie), api.context, { id: '12' }));

async function answered(promise: ReturnType<typeof submit>) {
  const result = await promise;
  if (result instanceof Response) throw new Error(`expected an answer, got a ${result.status}`);
  return { data: result.data, status: result.init?.status ?? 200 };
}

describe('shipment view loader', () => {
  it('shows a supplier the shipment, without loading any selection', async () => {
    const detail = shippingDetail(12, { status: 'processing' });
    const api = fakeApi({
      'GET /api/v1/users/current-user': currentUser('supplier', 2),
      'GET /api/v1/shippings/12': shippingAnswer(detail),
    });
    expect(await load(api)).toEqual({ inactive: false, shipping: detail, selection: [] });
    expect(api.requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/v1/users/current-user',
      '/api/v1/shippings/12',
    ]);
  });

  it("offers the owner of a pending shipment their selection of that shipment's supplier", async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': currentUser('client', 7),
      'GET /api/v1/shippings/12': shippingAnswer(shippingDetail(12)),
      'POST /api/v1/products/paginate': () => productPage([product(5)]),
    });
    const data = await load(api);
    expect(data.inactive === false && data.selection.map((p) => p.id)).toEqual([5]);
    expect(await api.requests[2]?.json()).toMatchObject({ filter: { marked: true, supplier_id: 2 } });
  });

  it('answers 404 for an id that is not a number, without asking the API', async () => {
    const api = fakeApi({});
    const thrown = await load(api, 'abc').catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
    expect(api.requests).toHaveLength(0);
  });

  it('answers 404 for a shipment the person may not see', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': currentUser('client', 8),
      'GET /api/v1/shippings/12': failure(404, 'Registro não encontrado.'),
    });
    const thrown = await load(api).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('renders empty for an inactive subscription', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': currentUser('client'),
      'GET /api/v1/shippings/12': failure(402, 'Sua conta não esta ativa'),
    });
    expect(await load(api)).toEqual({ inactive: true });
  });

  it('sends people without a session to /login and lets other failures reach the error boundary', async () => {
    const none = fakeApi({});
    const request = new Request('http://localhost:3000/shipping/view/12');
    const response = await thrownResponse(loader(routeArgs(request, none.context, { id: '12' })));
    expect(response.headers.get('Location')).toBe('/login');

    const broken = fakeApi({
      'GET /api/v1/users/current-user': currentUser('client'),
      'GET /api/v1/shippings/12': failure(500, 'Falha'),
    });
    await expect(load(broken)).rejects.toMatchObject({ status: 500 });
  });
});

describe('shipment view action', () => {
  const updated = () => shippingAnswer(shippingDetail(12))();

  it('advances the status one step with the note', async () => {
    const api = fakeApi({ 'PUT /api/v1/shippings/12': updated });
    const { data, status } = await answered(
      submit(api, { intent: 'advance', to: 'processing', note: ' Separando ' }),
    );
    expect(status).toBe(200);
    expect(data).toEqual({ intent: 'advance', ok: 'Remessa alterada para Em processamento.' });
    expect(await api.requests[0]?.json()).toEqual({ data: { status: 'processing', note: 'Separando' } });
  });

  it("shows the server's text when the step is refused (409)", async () => {
    const error = 'Não é possível mudar a remessa de Entregue para Enviada.';
    const api = fakeApi({ 'PUT /api/v1/shippings/12': failure(409, error) });
    const { data, status } = await answered(submit(api, { intent: 'advance', to: 'shipped' }));
    expect(status).toBe(409);
    expect(data).toMatchObject({ intent: 'advance', error });
  });

  it('asks for a confirmation before cancelling, then cancels', async () => {
    const api = fakeApi({ 'PUT /api/v1/shippings/12': updated });
    const first = await answered(submit(api, { intent: 'cancel' }));
    expect(first.data).toEqual({ intent: 'cancel', confirmCancel: true });
    expect(api.requests).toHaveLength(0);

    const second = await answered(submit(api, { intent: 'cancel', confirmed: 'yes', note: '' }));
    expect(second.data).toEqual({ intent: 'cancel', ok: 'Remessa cancelada.' });
    expect(await api.requests[0]?.json()).toEqual({ data: { status: 'cancelled' } });
  });

  it("answers in the person's language", async () => {
    const api = fakeApi({ 'PUT /api/v1/shippings/12': updated });
    const request = formPost(
      '/shipping/view/12',
      { intent: 'pay' },
      { Cookie: 'ponte_session=tok-123; ponte_lang=en' },
    );
    const result = await action(routeArgs(request, api.context, { id: '12' }));
    expect(result).toMatchObject({ data: { ok: 'Payment recorded.' } });
  });

  it('marks the shipment paid', async () => {
    const api = fakeApi({ 'PUT /api/v1/shippings/12': updated });
    const { data } = await answered(submit(api, { intent: 'pay' }));
    expect(data.ok).toBe('Pagamento registrado.');
    expect(await api.requests[0]?.json()).toEqual({ data: { payment_status: 'paid' } });
  });

  it("saves an order's tracking code and puts field errors on that order's form", async () => {
    const api = fakeApi({ 'PUT /api/v1/shippings/12': updated });
    const fields = { intent: 'tracking', order_id: '11', tracking_code: 'BR123', carrier: 'Correios' };
    expect((await answered(submit(api, fields))).data.ok).toBe('Rastreio salvo.');
    expect(await api.requests[0]?.json()).toEqual({
      data: { orders: [{ id: 11, tracking_code: 'BR123', carrier: 'Correios' }] },
    });

    const refused = fakeApi({
      'PUT /api/v1/shippings/12': failure(422, 'Os dados enviados são inválidos.', {
        'orders.0.tracking_code': ['Muito longo'],
      }),
    });
    const { data, status } = await answered(submit(refused, fields));
    expect(status).toBe(422);
    expect(data).toMatchObject({ errors: { tracking_code: ['Muito longo'] }, values: { order_id: '11' } });
  });

  it('refuses an unknown intent without calling the API', async () => {
    const api = fakeApi({});
    const { status } = await answered(submit(api, { intent: 'explode' }));
    expect(status).toBe(400);
    expect(api.requests).toHaveLength(0);
  });

  const newOrder = {
    intent: 'add-order',
    'recipient.name': 'Ana',
    'recipient.document': '52998224725',
    'recipient.phone': '(11) 98765-4321',
    'recipient.email': 'ana@example.com',
    'address.postcode': '20040002',
    'address.address': 'Rua da Assembleia',
    'address.number': '10',
    'address.complement': 'sala 2',
    'address.district': 'Centro',
    'address.city': 'Rio de Janeiro',
    'address.state': 'RJ',
    'qty.5': '3',
  };

  it('adds an order and reloads the shipment (docs/product.md#behaviours)', async () => {
    const api = fakeApi({
      'POST /api/v1/shipping-orders': () => Response.json({ result: { shipping_id: 12 } }, { status: 201 }),
    });
    const response = await submit(api, newOrder);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('Location')).toBe('/shipping/view/12');
    expect(await api.requests[0]?.json()).toEqual({
      shipping_id: 12,
      recipient: { name: 'Ana', document: '52998224725', phone: '11987654321', email: 'ana@example.com' },
      address: {
        postcode: '20040002',
        address: 'Rua da Assembleia',
        number: '10',
        complement: 'sala 2',
        state: 'RJ',
        city: 'Rio de Janeiro',
        district: 'Centro',
      },
      items: [{ product_id: 5, quantity: 3 }],
    });
  });

  it('refuses an order without items next to the items, and shows a stock refusal', async () => {
    const api = fakeApi({});
    const { data, status } = await answered(submit(api, { ...newOrder, 'qty.5': '0' }));
    expect(status).toBe(422);
    expect(data.errors).toEqual({ items: ['Informe ao menos um item.'] });
    expect(api.requests).toHaveLength(0);

    const error = 'Estoque insuficiente para "Produto 5": disponível 1.';
    const stock = fakeApi({ 'POST /api/v1/shipping-orders': failure(409, error) });
    const refused = await answered(submit(stock, newOrder));
    expect(refused).toMatchObject({ status: 409, data: { intent: 'add-order', error } });
  });
});
