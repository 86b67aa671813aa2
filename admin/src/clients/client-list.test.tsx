import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin.tsx';
import { user } from '../providers/records.test-helper.ts';
import { ClientList } from './client-list.tsx';

const people = [
  user(),
  user({
    id: 8,
    name: 'Casa',
    last_name: 'Brasil',
    email: 'casa@exemplo.com.br',
    role: 'supplier',
    active: false,
    subscription: {
      active: true,
      status: 'trialing',
      plan_id: null,
      current_period_end: null,
      trial_ends_at: '2025-03-11T12:00:00.000Z',
      pending: null,
    },
  }),
];

describe('Clientes list', () => {
  it('shows each person with role, subscription and status in Portuguese', async () => {
    renderAdmin(<ClientList />, {
      resource: 'clients',
      methods: { getList: async () => ({ data: people, total: 2 }) },
    });

    const row = (await screen.findByText('casa@exemplo.com.br')).closest('tr')!;
    expect(within(row).getByText('Casa')).toBeTruthy();
    expect(within(row).getByText('Fornecedor')).toBeTruthy();
    expect(within(row).getByText('Em teste')).toBeTruthy();
    expect(screen.getByText('Joana')).toBeTruthy();
    expect(screen.getByText('Ativa')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Tipo de conta/ })).toBeTruthy();
  });

  it('asks the API for the chosen role, newest first', async () => {
    const { dataProvider } = renderAdmin(<ClientList />, {
      resource: 'clients',
      methods: { getList: async () => ({ data: people, total: 2 }) },
    });
    await screen.findByText('casa@exemplo.com.br');
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'clients',
      expect.objectContaining({ sort: { field: 'created_at', order: 'DESC' }, filter: {} }),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo de conta' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fornecedor' }));

    await expect.poll(() => dataProvider.getList.mock.lastCall?.[1].filter).toEqual({ role: 'supplier' });
  });
});
