import { ApiError } from '@ponte/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi, routeArgs, thrownResponse } from '../testing/fake-api.ts';
import { asNotFound, signedIn, signedInGated } from './signed-in.server.ts';

const CONTENTS = 'GET /api/v1/contents';
const cookie = { Cookie: 'ponte_session=tok-123' };
const page = (headers: HeadersInit = cookie) => new Request('http://localhost:3000/', { headers });
const failing = (status: number) => () => Response.json({ error: 'Recusado' }, { status });
const argsFor = (api: ReturnType<typeof fakeApi>, headers?: HeadersInit) =>
  routeArgs(page(headers), api.context);

describe('signedIn', () => {
  it('hands the work an API client acting for the session cookie', async () => {
    const api = fakeApi({ [CONTENTS]: () => Response.json({ data: [] }) });
    const answer = await signedIn(argsFor(api), (client) => client.contents.list());
    expect(answer).toEqual({ data: [] });
    expect(api.requests[0]!.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends a person without a session cookie away without asking the API', async () => {
    const api = fakeApi({});
    const response = await thrownResponse(signedIn(argsFor(api, {}), (client) => client.contents.list()));
    expect(response.headers.get('Location')).toBe('/login');
    const elsewhere = await thrownResponse(
      signedIn(argsFor(api, {}), (client) => client.contents.list(), { signedOut: '/' }),
    );
    expect(elsewhere.headers.get('Location')).toBe('/');
    expect(api.requests).toHaveLength(0);
  });

  it('sends a person whose session the API refuses (401) to the same place, whatever `refused` says', async () => {
    const api = fakeApi({ [CONTENTS]: failing(401) });
    const response = await thrownResponse(
      signedIn(argsFor(api), (client) => client.contents.list(), {
        signedOut: '/',
        refused: () => 'handled',
      }),
    );
    expect(response.headers.get('Location')).toBe('/');
  });

  it("leaves other refusals to the route's `refused`, else to the error boundary", async () => {
    const api = fakeApi({ [CONTENTS]: failing(409) });
    const handled = await signedIn(argsFor(api), (client) => client.contents.list(), {
      refused: (error) => error.status,
    });
    expect(handled).toBe(409);
    await expect(signedIn(argsFor(api), (client) => client.contents.list())).rejects.toBeInstanceOf(ApiError);
  });

  it('rethrows what is not an API answer (a bug), even with `refused`', async () => {
    const bug = new TypeError('bug');
    const work = () => Promise.reject(bug);
    await expect(signedIn(argsFor(fakeApi({})), work, { refused: () => 'handled' })).rejects.toBe(bug);
  });
});

describe('signedInGated', () => {
  it("wraps the page's data, and turns 402 into the inactive state instead of `refused`", async () => {
    const active = fakeApi({ [CONTENTS]: () => Response.json({ data: [] }) });
    expect(await signedInGated(argsFor(active), (client) => client.contents.list())).toEqual({
      inactive: false,
      data: { data: [] },
    });
    const inactive = fakeApi({ [CONTENTS]: failing(402) });
    const answer = await signedInGated(argsFor(inactive), (client) => client.contents.list(), {
      refused: () => 'handled',
    });
    expect(answer).toEqual({ inactive: true });
  });
});

describe('asNotFound', () => {
  it("makes the API's 404 the page's 404 and rethrows anything else", () => {
    const thrown = (error: ApiError) => {
      try {
        asNotFound(error);
      } catch (reason) {
        return reason;
      }
      throw new Error('expected a throw');
    };
    expect(thrown(new ApiError(404, { error: 'Não encontrado' }))).toMatchObject({ init: { status: 404 } });
    const broken = new ApiError(500, { error: 'Falha' });
    expect(thrown(broken)).toBe(broken);
  });
});
