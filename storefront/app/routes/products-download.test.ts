import { describe, expect, it } from 'vitest';
import { fakeApi, formPost, routeArgs, thrownResponse } from '../testing/fake-api.ts';
import { action } from './products-download.ts';

const DOWNLOAD = 'POST /api/v1/products/download/';
const session = { Cookie: 'ponte_session=tok-123' };
const download = (fields: Record<string, string>) => formPost('/products/download', fields, session);

describe('products download', () => {
  it("streams the API's file through with its type and name", async () => {
    const api = fakeApi({
      [DOWNLOAD]: () =>
        new Response('\uFEFFNome;SKU\r\nGarrafa;CAS-0005\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="produtos-2026-01-01.csv"',
            'Cache-Control': 'no-store',
          },
        }),
    });

    const response = (await action(routeArgs(download({ format: 'csv', marked: '1' }), api.context))) as Response;

    expect(await api.requests[0]?.json()).toEqual({ format: 'csv', filter: { marked: true } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="produtos-2026-01-01.csv"');
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("sends a supplier's filters along", async () => {
    const api = fakeApi({ [DOWNLOAD]: () => new Response('x', { headers: { 'Content-Type': 'application/zip' } }) });
    await action(routeArgs(download({ format: 'xlsx', search: 'panela', status: 'inactive', min_price: '10' }), api.context));
    expect(await api.requests[0]?.json()).toEqual({
      format: 'xlsx',
      search: 'panela',
      filter: { status: 'inactive', min_price_cents: 1000 },
    });
  });

  it('goes back to the catalogue with a message when the export is refused or the format unknown', async () => {
    const refused = fakeApi({ [DOWNLOAD]: () => Response.json({ error: 'Falha' }, { status: 422 }) });
    const failed = await thrownResponse(action(routeArgs(download({ format: 'csv' }), refused.context)));
    expect(failed.headers.get('Location')).toBe('/products?erro=download');

    const unknown = await thrownResponse(action(routeArgs(download({ format: 'pdf' }), refused.context)));
    expect(unknown.headers.get('Location')).toBe('/products?erro=download');

    const inactive = fakeApi({ [DOWNLOAD]: () => Response.json({ error: 'x' }, { status: 402 }) });
    const gated = await thrownResponse(action(routeArgs(download({ format: 'csv' }), inactive.context)));
    expect(gated.headers.get('Location')).toBe('/products');
  });

  it('sends someone without a session to /, like the catalogue (docs/product.md#site-screens)', async () => {
    const none = fakeApi({});
    const anonymous = formPost('/products/download', { format: 'csv' });
    const away = await thrownResponse(action(routeArgs(anonymous, none.context)));
    expect(away.headers.get('Location')).toBe('/');
    expect(none.requests).toEqual([]);

    const expired = fakeApi({ [DOWNLOAD]: () => Response.json({ error: 'x' }, { status: 401 }) });
    const refused = await thrownResponse(action(routeArgs(download({ format: 'csv' }), expired.context)));
    expect(refused.headers.get('Location')).toBe('/');
  });

  it('refuses a post from another site with 403, without asking the API', async () => {
    const api = fakeApi({ [DOWNLOAD]: () => new Response('x') });
    const forged = formPost('/products/download', { format: 'csv' }, { ...session, Origin: 'https://evil.example' });
    expect((await thrownResponse(action(routeArgs(forged, api.context)))).status).toBe(403);
    expect(api.requests).toEqual([]);
  });
});
