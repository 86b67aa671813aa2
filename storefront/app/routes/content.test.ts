import { describe, expect, it } from 'vitest';
import { fakeApi, routeArgs, thrownResponse } from '../testing/fake-api.ts';
import { loader as readerLoader } from './content-view.tsx';
import { loader as listLoader } from './viewcontent.tsx';

const cookie = { Cookie: 'ponte_session=tok-123' };
const page = (path: string) => new Request(`http://localhost:3000${path}`, { headers: cookie });

const content = (id: number, category: string | null) => ({
  id,
  title: `Conteúdo ${id}`,
  summary: 'Resumo',
  body: '<p>Texto</p>',
  video_url: 'https://www.youtube-nocookie.com/embed/abc123DEF45',
  cover_url: null,
  category,
  audience: 'all',
  published: true,
  position: id,
  created_at: '2025-03-01T12:00:00.000Z',
  updated_at: '2025-03-01T12:00:00.000Z',
});

const all = [content(1, 'Vendas'), content(2, 'Estoque'), content(3, null), content(4, 'Vendas')];

describe('content list loader', () => {
  it('lists the content with its categories, sorted and without repeats', async () => {
    const api = fakeApi({ 'GET /api/v1/contents': () => Response.json({ data: all }) });
    const result = await listLoader(routeArgs(page('/viewcontent'), api.context));
    expect(result).toEqual({ contents: all, categories: ['Estoque', 'Vendas'], search: '', category: '' });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url).toBe('http://ponte.internal/api/v1/contents');
  });

  it('passes search and category to the API and keeps every category in the menu', async () => {
    const api = fakeApi({
      'GET /api/v1/contents': (request) =>
        Response.json({ data: new URL(request.url).search ? [all[0]] : all }),
    });
    const result = await listLoader(
      routeArgs(page('/viewcontent?search=+frete+&category=Vendas'), api.context),
    );
    expect(result).toMatchObject({ contents: [all[0]], categories: ['Estoque', 'Vendas'], search: 'frete' });
    const filtered = new URL(api.requests[0]!.url);
    expect(Object.fromEntries(filtered.searchParams)).toEqual({ search: 'frete', category: 'Vendas' });
  });

  it('shows an empty list', async () => {
    const api = fakeApi({ 'GET /api/v1/contents': () => Response.json({ data: [] }) });
    const result = await listLoader(routeArgs(page('/viewcontent'), api.context));
    expect(result).toMatchObject({ contents: [], categories: [] });
  });

  it('lets an API failure reach the error boundary', async () => {
    const api = fakeApi({ 'GET /api/v1/contents': () => Response.json({ error: 'Falha' }, { status: 500 }) });
    await expect(listLoader(routeArgs(page('/viewcontent'), api.context))).rejects.toMatchObject({
      status: 500,
    });
  });

  it('sends a person whose session ended to /login', async () => {
    const api = fakeApi({ 'GET /api/v1/contents': () => Response.json({ error: 'x' }, { status: 401 }) });
    const response = await thrownResponse(listLoader(routeArgs(page('/viewcontent'), api.context)));
    expect(response.headers.get('Location')).toBe('/login');
  });
});

describe('content reader loader', () => {
  const read = (id: string | undefined, api: ReturnType<typeof fakeApi>) =>
    readerLoader(routeArgs(page(`/viewcontent/view/${id ?? ''}`), api.context, { id }));

  it('loads one content', async () => {
    const api = fakeApi({ 'GET /api/v1/contents/2': () => Response.json({ data: all[1] }) });
    expect(await read('2', api)).toEqual({ content: all[1] });
  });

  it('goes to the list without an id', async () => {
    const api = fakeApi({});
    const response = await thrownResponse(read(undefined, api));
    expect(response.headers.get('Location')).toBe('/viewcontent');
    expect(api.requests).toHaveLength(0);
  });

  it('answers 404 for content the person may not see', async () => {
    const api = fakeApi({
      'GET /api/v1/contents/9': () => Response.json({ error: 'Não encontrado.' }, { status: 404 }),
    });
    await expect(read('9', api)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('answers 404 for an id that is not a number, without asking the API', async () => {
    const api = fakeApi({});
    await expect(read('abc', api)).rejects.toMatchObject({ init: { status: 404 } });
    expect(api.requests).toHaveLength(0);
  });

  it('lets other failures reach the error boundary', async () => {
    const api = fakeApi({ 'GET /api/v1/contents/2': () => Response.json({ error: 'x' }, { status: 500 }) });
    await expect(read('2', api)).rejects.toMatchObject({ status: 500 });
  });
});
