import type { PaymentSummary, SubscriptionState } from '@ponte/shared';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import type { SubscribeFailure } from '../components/plans/subscribe-answer.ts';
import Plans from '../routes/plans.tsx';
import { currentUserAnswer, subscription as trial } from './fake-api.ts';

/*
 * The plans page's server HTML for the tests of real payments (routes/plans-payment-step.test.tsx and
 * routes/plans-charges.test.tsx): two plans on sale, the session of a supplier in trial.
 */
const plan = (id: number, name: string) => ({
  id,
  name,
  description: '',
  role: 'supplier' as const,
  price_cents: 9990,
  interval: 'month' as const,
  features: [],
  active: true,
  position: id,
  created_at: '2025-03-01T12:00:00.000Z',
  updated_at: '2025-03-01T12:00:00.000Z',
});
/** A request waiting for its first charge, as the session shows it. */
export const PENDING = { plan_id: 3, plan_name: 'Fornecedor Pro', requested_at: '2025-03-04T15:00:00.000Z' };

type PlansProps = Parameters<typeof Plans>[0];

export interface Page {
  payments: PaymentSummary | null;
  state?: Partial<SubscriptionState>;
  actionData?: SubscribeFailure;
  subscribed?: 'pending' | 'active' | 'payment';
  paymentsError?: boolean;
  locale?: 'pt-BR' | 'en';
}

/** The page inside the app layout's session and the root's language; `text` is its words, tags removed. */
export function renderPlansPage({
  payments,
  state = {},
  actionData,
  subscribed,
  paymentsError = false,
  locale = 'pt-BR',
}: Page) {
  const facts = {
    user: currentUserAnswer.session.user,
    subscription: { ...trial, ...state },
    fullName: 'Ana Souza',
    profile: currentUserAnswer.current_user,
  };
  const loaderData = {
    plans: [plan(3, 'Fornecedor Pro'), plan(4, 'Fornecedor Anual')],
    loadError: false,
    subscribed: subscribed ?? null,
    cancelled: null,
    payments,
    paymentsError,
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [
        {
          id: 'routes/app-layout',
          Component: Outlet,
          children: [
            {
              path: 'plans',
              Component: () => (
                <Plans {...({ loaderData, actionData, params: {} } as unknown as PlansProps)} />
              ),
            },
          ],
        },
      ],
    },
  ]);
  const html = renderToString(
    <Stub
      initialEntries={['/plans']}
      hydrationData={{ loaderData: { root: { locale }, 'routes/app-layout': facts } }}
    />,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { html, text };
}
