import { describe, expect, it } from 'vitest';
import { listAnswer, productAnswer } from '../components/products/product-fixtures.ts';
import { fakeApi, formPost, routeArgs, thrownResponse } from '../testing/fake-api.ts';
import { action, loader, shouldRevalidate } from './products.tsx';

const PAGINATE = 'POST /api/v1/products/paginate';
const session = { Cookie: 'ponte_session=tok-123' };
const page = (query = '') => new Request(`http://localhost:3000/products${query}`, { headers: session });
const post = (fields: Record<string, string>) => formPost('/products', fields, session);

/** What an action answered: its data and status (a `data()` result, not a Response). */
function answered(result: unknown) {
  if (result instanceof Response) throw new Error('expected data, not a Response');
  const { data, init } = result as { data: Record<string, unknown>; init: ResponseInit | null };
  return { data, status: init?.status ?? 200 };
}

describe('products loader', () => {
  it('sends someone without a session to / (docs/product.md#site-screens) without asking the API', async () => {
    const api = fakeApi({});
    const response = await thrownResponse(
      loader(routeArgs(new Request('http://localhost:3000/products'), api.context)),
    );
    expect(response.headers.get('Location')).toBe('/');
    expect(api.requests).toHaveLength(0);
  });

  it('asks for the page of the URL with its search and filters, money in centavos', async () => {
    const api = fakeApi({ [PAGINATE]: () => Response.json(listAnswer([productAnswer()], 2, 3)) });
    const query =
      '?search=garrafa&category=Cozinha&in_stock=1&min_price=10&max_price=1.234,5&marked=1&page=2';

    const result = await loader(routeArgs(page(query), api.context));

    expect(await api.requests[0]?.json()).toEqual({
      page: 2,
      per_page: 24,
      order: 'asc',
      search: 'garrafa',
      filter: {
        category: 'Cozinha',
        in_stock: true,
        min_price_cents: 1000,
        max_price_cents: 123450,
        marked: true,
      },
    });
    expect(result.inactive).toBe(false);
    expect(result.list.products.map((p) => p.id)).toEqual([5]);
    expect(result.list.paginate.current_page).toBe(2);
    expect(result.values).toMatchObject({ search: 'garrafa', min_price: '10', max_price: '1.234,5' });
  });

  it('answers an empty catalogue as an empty list', async () => {
    const api = fakeApi({ [PAGINATE]: () => Response.json(listAnswer([])) });
    const result = await loader(routeArgs(page(), api.context));
    expect(result.list.products).toEqual([]);
    expect(result.errors).toEqual({});
  });

  it('shows unreadable or contradictory filters beside their inputs, without asking the API', async () => {
    const api = fakeApi({});
    const typo = await loader(routeArgs(page('?min_price=dez'), api.context));
    const reversed = await loader(routeArgs(page('?min_price=50&max_price=10'), api.context));
    const dotted = await loader(routeArgs(page('?min_price=12.90'), api.context));
    expect(typo.errors).toEqual({ min_price: ['Informe um valor em reais, como 49,90.'] });
    expect(dotted.errors).toEqual({ min_price: ['Use vírgula para os centavos, como em 49,90.'] });
    expect(reversed.errors).toEqual({ max_price: ['O preço máximo deve ser maior ou igual ao mínimo.'] });
    expect(api.requests).toHaveLength(0);
  });

  it("shows the API's field errors under the filter they belong to", async () => {
    const answer = {
      error: 'Os dados enviados são inválidos.',
      errors: { 'filter.marked': ['Filtro disponível apenas para clientes.'] },
    };
    const api = fakeApi({ [PAGINATE]: () => Response.json(answer, { status: 422 }) });
    const result = await loader(routeArgs(page('?marked=1'), api.context));
    expect(result.errors).toEqual({ marked: ['Filtro disponível apenas para clientes.'] });
  });

  it('renders empty for an inactive subscription (the layout shows the dialog)', async () => {
    const api = fakeApi({
      [PAGINATE]: () => Response.json({ error: 'Sua conta não esta ativa' }, { status: 402 }),
    });
    const result = await loader(routeArgs(page(), api.context));
    expect(result.inactive).toBe(true);
    expect(result.list.products).toEqual([]);
  });

  it('goes to / when the API no longer accepts the session, and lets other failures reach the boundary', async () => {
    const expired = fakeApi({
      [PAGINATE]: () => Response.json({ error: 'Sessão expirada' }, { status: 401 }),
    });
    const response = await thrownResponse(loader(routeArgs(page(), expired.context)));
    expect(response.headers.get('Location')).toBe('/');

    const broken = fakeApi({ [PAGINATE]: () => Response.json({ error: 'Falha' }, { status: 500 }) });
    await expect(loader(routeArgs(page(), broken.context))).rejects.toMatchObject({ status: 500 });
  });
});

describe('products action', () => {
  it("marks or unmarks one product and returns the API's message", async () => {
    const api = fakeApi({
      'POST /api/v1/products/mark-unmark/': () => Response.json({ message: 'Produto marcado', marked: true }),
    });
    const { data, status } = answered(
      await action(routeArgs(post({ intent: 'mark', id: '5' }), api.context)),
    );
    expect(status).toBe(200);
    expect(data).toEqual({ intent: 'mark', id: 5, ok: true, message: 'Produto marcado', marked: true });
    expect(await api.requests[0]?.json()).toEqual({ product_id: 5 });
  });

  it('sets the price in centavos and returns the updated product', async () => {
    const saved = productAnswer({ marked: true, sale_price_cents: 8990 });
    const api = fakeApi({
      'POST /api/v1/products/set-price/': () =>
        Response.json({ message: 'Preço de venda salvo', product: saved }),
    });
    const { data } = answered(
      await action(routeArgs(post({ intent: 'price', id: '5', sale_price: '89,90' }), api.context)),
    );
    expect(await api.requests[0]?.json()).toEqual({ product_id: 5, sale_price_cents: 8990 });
    expect(data).toMatchObject({
      intent: 'price',
      ok: true,
      message: 'Preço de venda salvo',
      product: { sale_price_cents: 8990 },
    });
  });

  it('refuses a price that is not an amount without asking the API', async () => {
    const api = fakeApi({});
    const { data, status } = answered(
      await action(routeArgs(post({ intent: 'price', id: '5', sale_price: 'caro' }), api.context)),
    );
    expect(status).toBe(422);
    expect(data).toMatchObject({
      ok: false,
      value: 'caro',
      errors: { sale_price_cents: ['Informe um valor em reais, como 49,90.'] },
    });
    const dotted = answered(
      await action(routeArgs(post({ intent: 'price', id: '5', sale_price: '59.90' }), api.context)),
    );
    expect(dotted.data).toMatchObject({
      value: '59.90',
      errors: { sale_price_cents: ['Use vírgula para os centavos, como em 49,90.'] },
    });
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's message under the price input on a 422", async () => {
    const answer = {
      error: 'Os dados enviados são inválidos.',
      errors: { sale_price_cents: ['O preço de venda não pode ser menor que o preço do fornecedor.'] },
    };
    const api = fakeApi({ 'POST /api/v1/products/set-price/': () => Response.json(answer, { status: 422 }) });
    const { data, status } = answered(
      await action(routeArgs(post({ intent: 'price', id: '5', sale_price: '1' }), api.context)),
    );
    expect(status).toBe(422);
    expect(data).toEqual({ intent: 'price', id: 5, ok: false, value: '1', ...answer });
  });

  it('removes a product ("Produto removido") or shows the 409 refusal as the server wrote it', async () => {
    const inUse = 'O produto pode estar vinculado a um cliente ou pedido e não pode ser removido.';
    const removed = fakeApi({
      'DELETE /api/v1/products/5': () => Response.json({ message: 'Produto removido' }),
    });
    const refused = fakeApi({
      'DELETE /api/v1/products/5': () => Response.json({ error: inUse }, { status: 409 }),
    });

    const ok = answered(await action(routeArgs(post({ intent: 'delete', id: '5' }), removed.context)));
    const no = answered(await action(routeArgs(post({ intent: 'delete', id: '5' }), refused.context)));

    expect(ok.data).toEqual({ intent: 'delete', id: 5, ok: true, message: 'Produto removido' });
    expect(no).toEqual({ status: 409, data: { intent: 'delete', id: 5, ok: false, error: inUse } });
  });

  it('turns other refusals into their message and rejects unknown intents', async () => {
    const api = fakeApi({
      'POST /api/v1/products/mark-unmark/': () => Response.json({ error: 'x' }, { status: 404 }),
    });
    const { data } = answered(await action(routeArgs(post({ intent: 'mark', id: '9' }), api.context)));
    expect(data).toMatchObject({ ok: false, error: 'Produto não encontrado.' });
    await expect(action(routeArgs(post({ intent: 'nuke', id: '9' }), api.context))).rejects.toMatchObject({
      init: { status: 400 },
    });
  });

  it('starts a Bling sync for a supplier and answers with the run', async () => {
    const run = {
      id: 12,
      status: 'queued',
      kind: 'full',
      trigger: 'user',
      pages_done: 0,
      products_seen: 0,
      products_created: 0,
      products_updated: 0,
      products_deactivated: 0,
      errors: 0,
      last_error: null,
      started_at: null,
      finished_at: null,
      created_at: '2026-03-05T17:29:58.000Z',
    };
    const api = fakeApi({
      'POST /api/v1/products/sync_bling': () =>
        Response.json({ message: 'Sincronização iniciada.', run }, { status: 202 }),
    });
    const { data, status } = answered(await action(routeArgs(post({ intent: 'bling-sync' }), api.context)));
    expect(status).toBe(200);
    expect(data).toEqual({ intent: 'bling-sync', ok: 'Sincronização iniciada.', run });
  });

  it("shows the API's 409 when the Bling sync cannot start", async () => {
    const notConnected = 'Conecte sua conta do Bling na página ERP antes de sincronizar.';
    const api = fakeApi({
      'POST /api/v1/products/sync_bling': () => Response.json({ error: notConnected }, { status: 409 }),
    });
    const answer = answered(await action(routeArgs(post({ intent: 'bling-sync' }), api.context)));
    expect(answer).toEqual({ status: 409, data: { intent: 'bling-sync', error: notConnected } });
  });

  it('keeps the scrolled list after a mark, price or delete (no reload of page 1)', () => {
    const form = (intent: string) => {
      const formData = new FormData();
      formData.set('intent', intent);
      return { formData, defaultShouldRevalidate: true } as never;
    };
    expect(shouldRevalidate(form('mark'))).toBe(false);
    expect(shouldRevalidate(form('delete'))).toBe(false);
    expect(shouldRevalidate({ defaultShouldRevalidate: true } as never)).toBe(true);
  });
});
