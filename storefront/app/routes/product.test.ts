import { describe, expect, it } from 'vitest';
import { productAnswer } from '../components/products/product-fixtures.ts';
import { currentUserAnswer, fakeApi, formPost, routeArgs, thrownResponse } from '../testing/fake-api.ts';
import { action, loader } from './product.tsx';

const session = { Cookie: 'ponte_session=tok-123' };
const page = (path: string) => new Request(`http://localhost:3000${path}`, { headers: session });
const CURRENT_USER = 'GET /api/v1/users/current-user';

/** What an action answered: its data and status (a `data()` result, not a Response). */
function answered(result: unknown) {
  if (result instanceof Response) throw new Error('expected data, not a Response');
  const { data, init } = result as { data: Record<string, unknown>; init: ResponseInit | null };
  return { data, status: init?.status ?? 200 };
}

/** What a loader threw with `data(null, {status})`. */
async function thrownStatus(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error as { init?: ResponseInit },
  );
  return thrown?.init?.status;
}

const form = {
  intent: 'create',
  name: 'Caneca de Cerâmica 350 ml',
  sku: 'CAS-0100',
  gtin: '',
  category: 'Cozinha',
  status: 'active',
  price_cents: '29,90',
  suggested_price_cents: '',
  stock: '12',
  weight_grams: '400',
  width_cm: '9,5',
  height_cm: '',
  depth_cm: '',
  short_description: '',
  description: 'Caneca branca.',
  images: 'https://img.example.com/caneca.jpg\n\nhttps://img.example.com/caneca-2.jpg\n',
};

describe('product loader', () => {
  it('loads the product of the URL', async () => {
    const api = fakeApi({ 'GET /api/v1/products/5': () => Response.json(productAnswer()) });
    const result = await loader(routeArgs(page('/product/5'), api.context, { id: '5' }));
    expect(result).toMatchObject({ inactive: false, product: { id: 5, name: 'Garrafa Térmica Inox 1 Litro' } });
  });

  it('is a 404 page for a product the person cannot see, or an id that is not one', async () => {
    const api = fakeApi({ 'GET /api/v1/products/6': () => Response.json({ error: 'Registro não encontrado.' }, { status: 404 }) });
    expect(await thrownStatus(loader(routeArgs(page('/product/6'), api.context, { id: '6' })))).toBe(404);
    expect(await thrownStatus(loader(routeArgs(page('/product/abc'), api.context, { id: 'abc' })))).toBe(404);
    expect(api.requests).toHaveLength(1);
  });

  it('renders empty for an inactive subscription, and lets failures reach the boundary', async () => {
    const inactive = fakeApi({ 'GET /api/v1/products/5': () => Response.json({ error: 'x' }, { status: 402 }) });
    expect(await loader(routeArgs(page('/product/5'), inactive.context, { id: '5' }))).toEqual({ product: null, inactive: true });

    const broken = fakeApi({ 'GET /api/v1/products/5': () => Response.json({ error: 'Falha' }, { status: 500 }) });
    await expect(loader(routeArgs(page('/product/5'), broken.context, { id: '5' }))).rejects.toMatchObject({ status: 500 });
  });

  it('offers the new-product form to suppliers only', async () => {
    const supplier = fakeApi({ [CURRENT_USER]: () => Response.json(currentUserAnswer) });
    expect(await loader(routeArgs(page('/product'), supplier.context, {}))).toEqual({ product: null, inactive: false });

    const asClient = { ...currentUserAnswer, session: { ...currentUserAnswer.session, user: { ...currentUserAnswer.session.user, role: 'client' } } };
    const client = fakeApi({ [CURRENT_USER]: () => Response.json(asClient) });
    expect(await thrownStatus(loader(routeArgs(page('/product'), client.context, {})))).toBe(404);

    const anonymous = fakeApi({});
    const response = await thrownResponse(loader(routeArgs(new Request('http://localhost:3000/product'), anonymous.context, {})));
    expect(response.headers.get('Location')).toBe('/login');
  });
});

describe('product action', () => {
  it('creates the product with money in centavos and goes to its page', async () => {
    const api = fakeApi({ 'POST /api/v1/products': () => Response.json(productAnswer({ id: 99 }), { status: 201 }) });

    const result = await action(routeArgs(formPost('/product', form, session), api.context, {}));

    expect((result as Response).headers.get('Location')).toBe('/product/99');
    expect(await api.requests[0]?.json()).toEqual({
      name: 'Caneca de Cerâmica 350 ml',
      sku: 'CAS-0100',
      gtin: null,
      category: 'Cozinha',
      status: 'active',
      price_cents: 2990,
      suggested_price_cents: null,
      stock: 12,
      weight_grams: 400,
      width_cm: 9.5,
      height_cm: null,
      depth_cm: null,
      short_description: null,
      description: 'Caneca branca.',
      images: ['https://img.example.com/caneca.jpg', 'https://img.example.com/caneca-2.jpg'],
    });
  });

  it('checks the form with the API schema first and keeps what was typed', async () => {
    const api = fakeApi({});
    const typed = { ...form, name: ' ', price_cents: '', stock: 'muitos', images: 'http://inseguro.example.com/a.jpg' };
    const { data, status } = answered(await action(routeArgs(formPost('/product', typed, session), api.context, {})));
    expect(status).toBe(422);
    expect(data).toMatchObject({
      intent: 'create',
      ok: false,
      error: 'Os dados enviados são inválidos.',
      errors: {
        name: ['Campo obrigatório.'],
        price_cents: ['Campo obrigatório.'],
        stock: ['Informe um número inteiro, como 1.500.'],
        'images.0': ['Informe um endereço https válido.'],
      },
      values: { stock: 'muitos', price_cents: '' },
    });
    expect(api.requests).toHaveLength(0);
  });

  it('reads numbers the Brazilian way and refuses, never scales, what could mean two things', async () => {
    const created = fakeApi({ 'POST /api/v1/products': () => Response.json(productAnswer({ id: 99 }), { status: 201 }) });
    const typed = { ...form, price_cents: 'R$ 1.234,56', stock: '1.500', weight_grams: '1.200' };
    await action(routeArgs(formPost('/product', typed, session), created.context, {}));
    expect(await created.requests[0]?.json()).toMatchObject({ price_cents: 123456, stock: 1500, weight_grams: 1200 });

    const api = fakeApi({});
    const ambiguous = { ...form, price_cents: '49.90', stock: '1.5', suggested_price_cents: '-3' };
    const refused = answered(await action(routeArgs(formPost('/product', ambiguous, session), api.context, {})));
    expect(refused.data).toMatchObject({
      errors: {
        price_cents: ['Use vírgula para os centavos, como em 49,90.'],
        suggested_price_cents: ['O valor não pode ser negativo.'],
        stock: ['Informe um número inteiro, sem vírgula.'],
      },
      values: { price_cents: '49.90', stock: '1.5' },
    });
    // An empty stock is a forgotten field, not zero units.
    const blank = answered(await action(routeArgs(formPost('/product/5', { ...form, intent: 'update', stock: ' ' }, session), api.context, { id: '5' })));
    expect(blank.data).toMatchObject({ errors: { stock: ['Campo obrigatório.'] } });
    expect(api.requests).toHaveLength(0);
  });

  it('reads numbers the English way when the page is in English (ponte_lang=en, decision 050)', async () => {
    const english = { Cookie: 'ponte_session=tok-123; ponte_lang=en' };
    const created = fakeApi({ 'POST /api/v1/products': () => Response.json(productAnswer({ id: 99 }), { status: 201 }) });
    const typed = { ...form, price_cents: 'R$1,234.56', stock: '1,500', weight_grams: '1200', width_cm: '9.5' };
    await action(routeArgs(formPost('/product', typed, english), created.context, {}));
    expect(await created.requests[0]?.json()).toMatchObject({ price_cents: 123456, stock: 1500, width_cm: 9.5 });

    const api = fakeApi({});
    const brazilian = { ...form, price_cents: '49,90', stock: '1.5', width_cm: '9,5' };
    const refused = answered(await action(routeArgs(formPost('/product', brazilian, english), api.context, {})));
    expect(refused.data).toMatchObject({
      errors: {
        price_cents: ['Use ponto para os centavos, como em 49.90.'],
        stock: ['Informe um número inteiro, sem ponto decimal.'],
        width_cm: ['Use ponto para as casas decimais, como em 12.5.'],
      },
      values: { price_cents: '49,90', stock: '1.5' },
    });
    expect(api.requests).toHaveLength(0);
  });

  it("updates with PUT {data}, or shows the server's refusal for the error dialog", async () => {
    const saved = fakeApi({ 'PUT /api/v1/products/5': () => Response.json(productAnswer({ stock: 12 })) });
    const update = { ...form, intent: 'update' };
    const ok = answered(await action(routeArgs(formPost('/product/5', update, session), saved.context, { id: '5' })));
    expect(ok.data).toEqual({ intent: 'update', ok: true, message: 'Produto atualizado' });
    expect(await saved.requests[0]?.json()).toMatchObject({ data: { name: 'Caneca de Cerâmica 350 ml', price_cents: 2990 } });

    const answer = { error: 'Os dados enviados são inválidos.', errors: { gtin: ['GTIN inválido: informe 8, 12, 13 ou 14 dígitos válidos.'] } };
    const invalid = fakeApi({ 'PUT /api/v1/products/5': () => Response.json(answer, { status: 422 }) });
    const no = answered(await action(routeArgs(formPost('/product/5', update, session), invalid.context, { id: '5' })));
    expect(no).toMatchObject({ status: 422, data: { ok: false, ...answer } });

    const other = fakeApi({ 'PUT /api/v1/products/5': () => Response.json({ error: 'x' }, { status: 404 }) });
    const missing = answered(await action(routeArgs(formPost('/product/5', update, session), other.context, { id: '5' })));
    expect(missing).toMatchObject({ status: 404, data: { ok: false, error: 'Produto não encontrado.' } });
  });

  it("lets a client mark the product from its page", async () => {
    const api = fakeApi({
      'POST /api/v1/products/mark-unmark/': () => Response.json({ message: 'Produto desmarcado', marked: false }),
    });
    const { data } = answered(await action(routeArgs(formPost('/product/5', { intent: 'mark', id: '5' }, session), api.context, { id: '5' })));
    expect(data).toMatchObject({ intent: 'mark', ok: true, marked: false, message: 'Produto desmarcado' });
  });
});
