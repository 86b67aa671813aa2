import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GetListParams } from 'react-admin';
import { renderAdmin } from '../../test/render-admin.tsx';
import { shipping } from '../providers/records.test-helper.ts';
import { ShippingList } from './shipping-list.tsx';

/** Three pending, one shipped: each tab's count is its own total. */
const totals: Record<string, number> = {
  all: 4,
  pending: 3,
  processing: 0,
  shipped: 1,
  delivered: 0,
  cancelled: 0,
};

const getList = async (_resource: string, params: GetListParams) => {
  const status = (params.filter.status as string | undefined) ?? 'all';
  return {
    data: [shipping({ status: status === 'all' ? 'pending' : (status as 'pending') })],
    total: totals[status],
  };
};

describe('Remessa list', () => {
  it('has a tab per status with its count', async () => {
    renderAdmin(<ShippingList />, { resource: 'shippings', methods: { getList } });
    expect(await screen.findByRole('tab', { name: 'Todas (4)' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Pendente (3)' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Enviada (1)' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Entregue (0)' })).toBeTruthy();
    expect(screen.getByText('R$ 259,80')).toBeTruthy();
  });

  it('lists one status when its tab is chosen', async () => {
    const { dataProvider } = renderAdmin(<ShippingList />, { resource: 'shippings', methods: { getList } });
    await userEvent.click(await screen.findByRole('tab', { name: /^Enviada/ }));
    // setFilters is debounced: the tab shows chosen before the list asks the API again.
    await waitFor(() => {
      expect(screen.getByRole('tab', { name: /^Enviada/ }).getAttribute('aria-selected')).toBe('true');
      const listCalls = dataProvider.getList.mock.calls.filter(
        ([, params]) => params.pagination.perPage !== 1,
      );
      expect(listCalls.at(-1)?.[1].filter).toEqual({ status: 'shipped' });
    });
  });

  it('has an explicit show link in each row, the column chooser and the export', async () => {
    renderAdmin(<ShippingList />, { resource: 'shippings', methods: { getList } });
    const show = await screen.findByRole('link', { name: /^Exibir/ });
    expect(show.getAttribute('href')).toMatch(/\/shippings\/5\/show$/);
    expect(screen.getByRole('button', { name: 'Colunas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
  });

  it('shows a failed load as an error with a retry, never as an empty list', async () => {
    let fail = true;
    const flaky = async (resource: string, params: GetListParams) => {
      if (fail) throw new Error('Serviço indisponível');
      return getList(resource, params);
    };
    renderAdmin(<ShippingList />, { resource: 'shippings', methods: { getList: flaky } });
    expect(await screen.findByText('Não foi possível carregar a lista.')).toBeTruthy();
    expect(screen.queryByText(/Nenhum/)).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('R$ 259,80')).toBeTruthy();
  });
});
