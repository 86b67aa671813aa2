import { describe, expect, it } from 'vitest';
import { createLoadContext } from '../load-context.ts';
import { loader as layoutLoader } from '../routes/app-layout.tsx';
import { currentUserAnswer, fakeApi, routeArgs } from '../testing/fake-api.ts';
import { getSession, requireSession } from './session.server.ts';

const CURRENT_USER = 'GET /api/v1/users/current-user';
const cookie = { Cookie: 'ponte_session=tok-123; ponte_active=7.1' };
const api = () => fakeApi({ [CURRENT_USER]: () => Response.json(currentUserAnswer) });
const askedForCurrentUser = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === '/api/v1/users/current-user').length;

describe('the current session, once per request', () => {
  it('a full load asks the API once for the layout and the page together', async () => {
    const fake = api();
    const args = routeArgs(new Request('http://localhost:3000/profile', { headers: cookie }), fake.context);
    // As React Router runs them: the layout's and the page's loaders side by side, in one request context.
    const [layout, page] = await Promise.all([
      layoutLoader(args),
      requireSession(args.request, args.context),
    ]);
    expect(askedForCurrentUser(fake.requests)).toBe(1);
    expect(page.full_name).toBe('Ana Souza');
    expect(layout).toMatchObject({ fullName: 'Ana Souza' });
  });

  it('another request asks again: the answer never outlives its request', async () => {
    const fake = api();
    const request = new Request('http://localhost:3000/', { headers: cookie });
    await getSession(request, routeArgs(request, fake.context).context);
    await getSession(request, routeArgs(request, fake.context).context);
    expect(askedForCurrentUser(fake.requests)).toBe(2);
  });

  it('an action asks afresh each time (it may change the person its page shows next)', async () => {
    const fake = api();
    const context = createLoadContext(fake.context);
    const post = new Request('http://localhost:3000/profile', { method: 'POST', headers: cookie });
    await getSession(post, context);
    await getSession(post, context);
    expect(askedForCurrentUser(fake.requests)).toBe(2);
  });

  it('without a session cookie nobody is asked', async () => {
    const fake = api();
    const request = new Request('http://localhost:3000/');
    expect(await getSession(request, createLoadContext(fake.context))).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});
