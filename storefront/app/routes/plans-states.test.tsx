import type { SubscriptionState } from '@ponte/shared';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentUserAnswer, subscription as trial } from '../testing/fake-api.ts';
import { manualSummary } from '../testing/payment-fixtures.ts';
import Plans from './plans.tsx';

const plan = (id: number, name: string) => ({
  id,
  name,
  description: null,
  role: 'supplier' as const,
  price_cents: 9990,
  interval: 'month' as const,
  features: [],
  active: true,
  position: id,
  created_at: '2025-03-01T12:00:00.000Z',
  updated_at: '2025-03-01T12:00:00.000Z',
});
const plans = [plan(3, 'Fornecedor Pro'), plan(4, 'Fornecedor Anual')];
const PENDING = { plan_id: 3, plan_name: 'Fornecedor Pro', requested_at: '2025-03-04T15:00:00.000Z' };
const PERIOD_END = '2025-04-04T12:00:00.000Z';

type Outcomes = {
  subscribed?: 'pending' | 'active' | null;
  cancelled?: 'period' | 'request' | null;
  loadError?: boolean;
};

/** The plans page's server HTML for an account in `state`, inside the app layout's session. */
function render(state: Partial<SubscriptionState>, outcomes: Outcomes = {}) {
  const facts = {
    user: currentUserAnswer.session.user,
    subscription: { ...trial, ...state },
    fullName: 'Ana Souza',
    profile: currentUserAnswer.current_user,
  };
  // The manual provider (the default): every state below reads as it did before real payments existed.
  const loaderData = {
    plans,
    loadError: false,
    subscribed: null,
    cancelled: null,
    payments: manualSummary,
    paymentsError: false,
    ...outcomes,
  };
  if (loaderData.loadError) loaderData.plans = [];
  const Stub = createRoutesStub([
    {
      id: 'routes/app-layout',
      path: '/',
      Component: Outlet,
      children: [
        {
          path: 'plans',
          Component: () => <Plans {...({ loaderData, actionData: undefined, params: {} } as any)} />,
        },
      ],
    },
  ]);
  const html = renderToString(
    <Stub initialEntries={['/plans']} hydrationData={{ loaderData: { 'routes/app-layout': facts } }} />,
  );
  return {
    html,
    text: html
      .replace(/<style[^>]*>.*?<\/style>/gs, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  };
}

/** The subscribe buttons that cannot be pressed. */
const disabledButtons = (html: string) => html.match(/<button[^>]*disabled=""[^>]*>/g) ?? [];

describe('the plans page, state by state', () => {
  it('trial without a request: the trial end, nothing to cancel, plans can be subscribed', () => {
    const { html, text } = render({});
    expect(text).toContain('Em período de teste');
    expect(text).toContain('Período de teste até 08/03/2025');
    expect(text).not.toContain('Cancelar');
    expect(text).not.toContain('Pedido aguardando aprovação');
    expect(disabledButtons(html)).toHaveLength(0);
  });

  it('trial with a request awaiting approval: the request with its plan and date, withdrawable, buttons blocked with the reason', () => {
    const { html, text } = render({ pending: PENDING });
    expect(text).toContain('Em período de teste');
    expect(text).toContain('Pedido aguardando aprovação');
    expect(text).toContain('Plano Fornecedor Pro, pedido em 04/03/2025.');
    expect(text).toContain('Cancelar pedido');
    expect(text).not.toContain('Cancelar assinatura');
    expect(text).toContain('Enquanto um pedido aguarda aprovação, não é possível fazer outro.');
    const blocked = disabledButtons(html);
    expect(blocked).toHaveLength(2);
    for (const button of blocked) expect(button).toContain('aria-describedby="plans-blocked-reason"');
  });

  it('pending only (no trial, nothing paid): inactive, the request shown, no "faça sua assinatura" warning', () => {
    const { text } = render({
      active: false,
      status: 'pending',
      plan_id: 3,
      trial_ends_at: null,
      pending: PENDING,
    });
    expect(text).toContain('Aguardando aprovação do pagamento');
    expect(text).toContain('Plano Fornecedor Pro, pedido em 04/03/2025.');
    expect(text).toContain('Cancelar pedido');
    expect(text).not.toContain('faça ou renove a sua assinatura');
  });

  it('active: the period end and a cancel that keeps the paid time', () => {
    const { html, text } = render({ status: 'active', plan_id: 3, current_period_end: PERIOD_END });
    expect(text).toContain('Válida até 04/04/2025');
    expect(text).toContain('Plano: Fornecedor Pro');
    expect(text).toContain('Cancelar assinatura');
    expect(text).not.toContain('Período de teste até');
    expect(disabledButtons(html)).toHaveLength(0);
  });

  it('cancelled with a renewal awaiting approval: the access date and the request, which can be withdrawn', () => {
    const { html, text } = render({
      status: 'cancelled',
      plan_id: 3,
      current_period_end: PERIOD_END,
      pending: PENDING,
    });
    expect(text).toContain('Acesso até 04/04/2025, sem renovação');
    expect(text).toContain('Pedido aguardando aprovação');
    expect(text).toContain('Cancelar pedido');
    expect(disabledButtons(html)).toHaveLength(2);
  });

  it('cancelled without a request: nothing left to cancel', () => {
    const { text } = render({ status: 'cancelled', plan_id: 3, current_period_end: PERIOD_END });
    expect(text).toContain('Cancelada');
    expect(text).not.toContain('Cancelar');
  });

  it('expired and none: inactive, the warning to subscribe, nothing to cancel', () => {
    const expired = render({
      active: false,
      status: 'expired',
      trial_ends_at: null,
      current_period_end: '2025-02-01T12:00:00.000Z',
    });
    expect(expired.text).toContain('Expirou em 01/02/2025');
    expect(expired.text).toContain('faça ou renove a sua assinatura');
    expect(expired.text).not.toContain('Cancelar');
    const none = render({ active: false, status: 'none', trial_ends_at: null });
    expect(none.text).toContain('Sem assinatura');
    expect(none.text).not.toContain('Cancelar');
  });

  it('after a cancel, says what happened: a withdrawn request is not a paid period', () => {
    const withdrawn = render({}, { cancelled: 'request' }).text;
    expect(withdrawn).toContain('Pedido de assinatura cancelado. Nada foi cobrado.');
    expect(withdrawn).not.toContain('período já pago');
    const period = render(
      { status: 'cancelled', current_period_end: PERIOD_END },
      { cancelled: 'period' },
    ).text;
    expect(period).toContain('Assinatura cancelada. O acesso continua até o fim do período já pago.');
  });

  it('a failed load is an error with a retry, never "no plans"', () => {
    const { html, text } = render({}, { loadError: true });
    expect(text).toContain('Erro ao carregar os planos');
    expect(text).toContain('Tentar novamente');
    expect(html).toContain('href="/plans"');
    expect(text).not.toContain('Nenhum plano disponível');
  });
});
