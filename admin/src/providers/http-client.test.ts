import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDownloadClient, createHttpClient, toHttpError } from './http-client.ts';

const cookies = () => 'theme=dark; XSRF-TOKEN=xsrf%2Fabc; other=1';

function stubFetch(answer: () => Response) {
  const seen: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return answer();
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http client', () => {
  it('calls the API on the same origin with the XSRF cookie as a header and reads JSON', async () => {
    const seen = stubFetch(() => Response.json({ ok: true }));
    const http = createHttpClient({ readCookies: cookies });

    const answer = await http('/api/v1/users/paginate', { method: 'POST', body: '{"page":1}' });

    expect(answer.json).toEqual({ ok: true });
    expect(seen[0]?.url).toBe('/api/v1/users/paginate');
    expect(seen[0]?.init.credentials).toBe('same-origin');
    const headers = new Headers(seen[0]?.init.headers);
    expect(headers.get('X-XSRF-TOKEN')).toBe('xsrf/abc');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no XSRF header when there is no such cookie', async () => {
    const seen = stubFetch(() => Response.json({}));
    await createHttpClient({ readCookies: () => 'a=1' })('/api/v1/dashboard');
    expect(new Headers(seen[0]?.init.headers).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('turns a 422 into an HttpError whose field errors react-admin puts on the inputs', async () => {
    stubFetch(() =>
      Response.json(
        {
          error: 'Os dados enviados são inválidos.',
          errors: {
            email: ['Este e-mail já está cadastrado.'],
            'orders.0.tracking_code': ['Muito longo.', 'Inválido.'],
          },
        },
        { status: 422 },
      ),
    );
    const error = await createHttpClient({ readCookies: cookies })('/api/v1/users', {
      method: 'POST',
      body: '{}',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Os dados enviados são inválidos.',
      body: {
        errors: {
          email: 'Este e-mail já está cadastrado.',
          'orders.0.tracking_code': 'Muito longo. Inválido.',
          root: { serverError: 'Os dados enviados são inválidos.' },
        },
      },
    });
  });

  it('keeps the API’s sentence for other refusals, with no field errors', async () => {
    stubFetch(() =>
      Response.json({ error: 'Não é possível mudar a remessa de Pendente para Entregue.' }, { status: 409 }),
    );
    const error = (await createHttpClient({ readCookies: cookies })('/api/v1/shippings/5', {
      method: 'PUT',
      body: '{}',
    }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(409);
    expect(error.message).toBe('Não é possível mudar a remessa de Pendente para Entregue.');
    expect(error.body).toEqual({ error: 'Não é possível mudar a remessa de Pendente para Entregue.' });
  });

  it('says a non-JSON failure in the product’s words, never the status line', async () => {
    expect(toHttpError(502, '<html>')).toMatchObject({
      status: 502,
      message: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
    });
    stubFetch(
      () => new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' }),
    );
    const error = (await createHttpClient({ readCookies: cookies })('/api/v1/dashboard').catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(500);
    expect(error.message).toBe('Algo deu errado, entre em contato com os desenvolvedores');
    stubFetch(() => new Response('<html>Bad Gateway</html>', { status: 504, statusText: 'Gateway Timeout' }));
    await expect(createHttpClient({ readCookies: cookies })('/api/v1/dashboard')).rejects.toMatchObject({
      status: 504,
      message: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
    });
  });

  it('says a network failure in plain words, not "Failed to fetch"', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await createHttpClient({ readCookies: cookies })('/api/v1/dashboard').catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
    expect(error.message).toBe(
      'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    );
    await expect(
      createDownloadClient({ readCookies: cookies })('/api/v1/products/download/', {}),
    ).rejects.toMatchObject({
      message: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    });
  });
});

describe('download client', () => {
  it('posts JSON and answers the file with the name from Content-Disposition', async () => {
    const seen = stubFetch(
      () =>
        new Response('\uFEFFid;nome\n1;Café', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="produtos-2025.csv"',
          },
        }),
    );
    const file = await createDownloadClient({ readCookies: cookies })('/api/v1/products/download/', {
      format: 'csv',
    });
    expect(file.filename).toBe('produtos-2025.csv');
    expect(await file.blob.text()).toContain('1;Café');
    expect(seen[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"format":"csv"}',
    });
    expect(new Headers(seen[0]?.init.headers).get('X-XSRF-TOKEN')).toBe('xsrf/abc');
  });

  it('maps an error answer like the JSON client', async () => {
    stubFetch(() => Response.json({ error: 'Assinatura inativa.' }, { status: 402 }));
    await expect(
      createDownloadClient({ readCookies: cookies })('/api/v1/products/download/', {}),
    ).rejects.toMatchObject({
      status: 402,
      message: 'Assinatura inativa.',
    });
  });
});
