import type { SubscriptionState } from '@ponte/shared';
import { describe, expect, it } from 'vitest';
import {
  currentUserAnswer,
  fakeApi,
  routeArgs,
  subscription,
  thrownResponse,
  user,
} from '../testing/fake-api.ts';
import { loader } from './app-layout.tsx';

const page = (path: string, cookie: string) =>
  new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } });

/** The session once the first charge was paid: active, nothing left pending. */
const PAID: Partial<SubscriptionState> = {
  active: true,
  status: 'active',
  plan_id: 3,
  current_period_end: '2025-04-04T12:00:00.000Z',
  pending: null,
};

const answering = (state: Partial<SubscriptionState>) =>
  fakeApi({
    'GET /api/v1/users/current-user': () =>
      Response.json({ ...currentUserAnswer, session: { user, subscription: { ...subscription, ...state } } }),
  });

const cookies = (response: Response) => response.headers.getSetCookie();

describe('app layout: a payment the plans page followed', () => {
  it('takes an account that became active to /products with the confirmation, not to /', async () => {
    const cookie = 'ponte_session=tok; ponte_active=7.0; ponte_paying=7';
    const response = await thrownResponse(loader(routeArgs(page('/plans', cookie), answering(PAID).context)));
    expect(response.headers.get('Location')).toBe('/products?pagamento=confirmado');
    expect(cookies(response)).toEqual([
      'ponte_active=7.1; Path=/; HttpOnly; SameSite=Lax',
      'ponte_paying=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
    ]);
  });

  it('does the same for a trial that was already active (its flag does not change)', async () => {
    const cookie = 'ponte_session=tok; ponte_active=7.1; ponte_paying=7';
    const response = await thrownResponse(
      loader(routeArgs(page('/plans/renew', cookie), answering(PAID).context)),
    );
    expect(response.headers.get('Location')).toBe('/products?pagamento=confirmado');
    expect(cookies(response)).toEqual(['ponte_paying=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0']);
  });

  it('waits while the charge is unpaid (a trial with its request pending)', async () => {
    const cookie = 'ponte_session=tok; ponte_active=7.1; ponte_paying=7';
    const pending = { plan_id: 3, plan_name: 'Fornecedor Pro', requested_at: '2025-03-04T12:00:00.000Z' };
    const result = await loader(routeArgs(page('/plans', cookie), answering({ pending }).context));
    expect(result).toMatchObject({ subscription: { status: 'trialing' } });
  });

  it('keeps the spec elsewhere: a changed flag goes to /, and the following ends', async () => {
    const cookie = 'ponte_session=tok; ponte_active=7.0; ponte_paying=7';
    const response = await thrownResponse(
      loader(routeArgs(page('/profile', cookie), answering(PAID).context)),
    );
    expect(response.headers.get('Location')).toBe('/');
    expect(cookies(response)).toContain('ponte_paying=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('goes to / as before when no payment was followed (manual approval, another person)', async () => {
    for (const following of ['', '; ponte_paying=99']) {
      const cookie = `ponte_session=tok; ponte_active=7.0${following}`;
      const response = await thrownResponse(
        loader(routeArgs(page('/plans', cookie), answering(PAID).context)),
      );
      expect(response.headers.get('Location')).toBe('/');
    }
  });
});
