import { describe, expect, it } from 'vitest';
import { currentUserAnswer, fakeApi, routeArgs } from '../testing/fake-api.ts';
import { loader } from './not-found.tsx';

const page = (cookie?: string) =>
  new Request('http://localhost:3000/pagina-que-nao-existe', { headers: cookie ? { Cookie: cookie } : {} });

/** `data(value, init)` as the loader returns it. */
const unwrap = (result: unknown) => result as { data: { fullName: string } | null; init: { status: number } };

describe('not-found loader', () => {
  it('answers 404 without the frame to a visitor, without asking the API', async () => {
    const api = fakeApi({});
    const result = unwrap(await loader(routeArgs(page(), api.context)));
    expect(result.init.status).toBe(404);
    expect(result.data).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('answers 404 with the session facts the frame shows to a signed-in person', async () => {
    const api = fakeApi({ 'GET /api/v1/users/current-user': () => Response.json(currentUserAnswer) });
    const result = unwrap(await loader(routeArgs(page('ponte_session=tok'), api.context)));
    expect(result.init.status).toBe(404);
    expect(result.data?.fullName).toBe('Ana Souza');
  });
});
