import { describe, expect, it } from 'vitest';
import { currentUserAnswer, fakeApi, routeArgs } from '../testing/fake-api.ts';
import { loader } from './app-layout.tsx';

const page = (cookie = 'ponte_session=tok; ponte_active=7.1') =>
  new Request('http://localhost:3000/products', { headers: { Cookie: cookie } });

const withUnread = (unread: () => Response) =>
  fakeApi({
    'GET /api/v1/users/current-user': () => Response.json(currentUserAnswer),
    'GET /api/v1/notifications/unread': unread,
  });

describe('app layout loader: the bell', () => {
  it('brings the unread count with the page, beside the one current-user call', async () => {
    const api = withUnread(() => Response.json({ result: { unread_count: 3, latest_id: 40 } }));
    const result = await loader(routeArgs(page(), api.context));
    expect(result).toMatchObject({ fullName: 'Ana Souza', bell: { unread: 3, pollSeconds: 30 } });
    const paths = api.requests.map((r) => new URL(r.url).pathname).sort();
    expect(paths).toEqual(['/api/v1/notifications/unread', '/api/v1/users/current-user']);
  });

  it('still renders the page when the count cannot be had: the bell just does not know yet', async () => {
    const api = withUnread(() => Response.json({ error: 'x' }, { status: 500 }));
    const result = await loader(routeArgs(page(), api.context));
    expect(result).toMatchObject({ fullName: 'Ana Souza', bell: { unread: null } });
  });
});

describe('an inactive account', () => {
  it('reads its notifications and preferences without the subscription dialog', async () => {
    const { needsSubscriptionDialog } = await import('../components/subscription-dialog.tsx');
    expect(needsSubscriptionDialog('client', false, '/notifications')).toBe(false);
    expect(needsSubscriptionDialog('supplier', false, '/notifications/preferences')).toBe(false);
    expect(needsSubscriptionDialog('supplier', false, '/products')).toBe(true);
  });
});
