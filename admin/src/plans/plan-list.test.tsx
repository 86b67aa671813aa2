import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Plan } from '@ponte/shared';
import { PlanList } from './plan-list.tsx';
import { fakeDataProvider, renderAdmin } from '../../test/render-admin.tsx';

const plan = (values: Partial<Plan>): Plan => ({
  id: 1,
  name: 'Revenda Mensal',
  description: '',
  role: 'client',
  price_cents: 4990,
  interval: 'month',
  features: [],
  active: true,
  position: 0,
  subscribers_count: 3,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  ...values,
});

const plans = [
  plan({}),
  plan({
    id: 2,
    name: 'Fornecedor Anual',
    role: 'supplier',
    price_cents: 123456,
    interval: 'year',
    active: false,
  }),
];

function open(locale: 'pt-BR' | 'en' = 'pt-BR', pending = 2) {
  const dataProvider = fakeDataProvider(plans);
  dataProvider.getList.mockImplementation(async (resource: string) =>
    resource === 'subscriptions' ? { data: [], total: pending } : { data: plans, total: plans.length },
  );
  renderAdmin(<PlanList />, { resource: 'plans', methods: dataProvider, locale });
  return dataProvider;
}

describe('the plans list', () => {
  it('shows each plan with its price in reais, audience, billing and subscribers, in Portuguese', async () => {
    const dataProvider = open();
    const row = (await screen.findByText('Fornecedor Anual')).closest('tr')!;
    expect(within(row).getByText('R$ 1.234,56')).toBeTruthy();
    expect(within(row).getByText('Fornecedor')).toBeTruthy();
    expect(within(row).getByText('Anual')).toBeTruthy();
    const first = screen.getByText('Revenda Mensal').closest('tr')!;
    expect(within(first).getByText('R$ 49,90')).toBeTruthy();
    expect(within(first).getByText('Mensal')).toBeTruthy();
    expect(within(first).getByText('3')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Assinantes/ })).toBeTruthy();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'plans',
      expect.objectContaining({ sort: { field: 'position', order: 'ASC' } }),
    );
  });

  it('has the Planos and Assinaturas tabs, counting the payments waiting for approval', async () => {
    const dataProvider = open();
    expect(await screen.findByRole('tab', { name: 'Assinaturas (2 pendentes)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Planos', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Assinaturas (2 pendentes)' }).getAttribute('href')).toBe(
      '/subscriptions',
    );
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'subscriptions',
      expect.objectContaining({ filter: { status: 'pending' } }),
    );
  });

  it('says "1 pendente" in the singular', async () => {
    open('pt-BR', 1);
    expect(await screen.findByRole('tab', { name: 'Assinaturas (1 pendente)' })).toBeTruthy();
  });

  it('speaks English when chosen', async () => {
    open('en', 0);
    expect(await screen.findByText('Yearly')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Subscriptions' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Subscribers/ })).toBeTruthy();
  });
});
