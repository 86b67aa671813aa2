import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api-client.ts';

/** A fetch that records each request and answers with the next canned body. */
function recordingFetch(answers: { status?: number; body: unknown }[]) {
  const calls: { url: string; method: string; body: unknown; headers: Headers }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method!,
      body: init.body ? JSON.parse(init.body as string) : undefined,
      headers: new Headers(init.headers),
    });
    const answer = answers.shift()!;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('createApiClient', () => {
  it('prefixes /api, sends JSON and the configured headers, and parses the answer', async () => {
    const { fetch, calls } = recordingFetch([{ body: { message: 'Sessão encerrada.' } }]);
    const client = createApiClient({ baseUrl: 'http://x', fetch, headers: { Authorization: 'Bearer t' } });
    expect(await client.auth.logout()).toEqual({ message: 'Sessão encerrada.' });
    expect(calls[0]).toMatchObject({ url: 'http://x/api/auth/logout', method: 'POST' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer t');
  });

  it('wraps PUT bodies in `data` where the contract says so', async () => {
    const { fetch, calls } = recordingFetch([{ status: 404, body: { error: 'Registro não encontrado.' } }]);
    const client = createApiClient({ baseUrl: '', fetch });
    await expect(client.shippings.update(7, { status: 'processing' })).rejects.toThrow(ApiError);
    expect(calls[0]).toMatchObject({
      url: '/api/v1/shippings/7',
      method: 'PUT',
      body: { data: { status: 'processing' } },
    });
  });

  it('turns an error answer into an ApiError with the contract body', async () => {
    const { fetch } = recordingFetch([
      { status: 422, body: { error: 'Dados inválidos', errors: { email: ['x'] } } },
    ]);
    const client = createApiClient({ baseUrl: '', fetch });
    const error = await client.auth.login({ email: 'a@b.com', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, body: { errors: { email: ['x'] } } });
  });

  it('keeps the status when the error body is not the contract', async () => {
    const fetch = (async () => new Response('<html>', { status: 502 })) as unknown as typeof globalThis.fetch;
    const error = await createApiClient({ baseUrl: '', fetch })
      .dashboard()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      message: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
    });
    const crash = (async () =>
      new Response('Internal Server Error', { status: 500 })) as unknown as typeof globalThis.fetch;
    await expect(createApiClient({ baseUrl: '', fetch: crash }).dashboard()).rejects.toMatchObject({
      status: 500,
      message: 'Algo deu errado, entre em contato com os desenvolvedores',
    });
  });

  it('answers an unreachable API as a 503 in plain words, not "fetch failed"', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const error = await createApiClient({ baseUrl: '', fetch: down })
      .dashboard()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 503,
      message: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
    });
  });

  it('builds query strings and cleans the CEP', async () => {
    const { fetch, calls } = recordingFetch([
      { body: { data: [] } },
      { status: 404, body: { error: 'CEP não encontrado.' } },
    ]);
    const client = createApiClient({ baseUrl: '', fetch });
    await client.contents.list({ category: 'ERP' });
    await client.cep('01001-000').catch(() => undefined);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/contents?category=ERP', '/api/v1/cep/01001000']);
  });
});
