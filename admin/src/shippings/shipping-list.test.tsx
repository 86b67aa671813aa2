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
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Enviada/ }).getAttribute('aria-selected')).toBe('true'),
    );
    const listCalls = dataProvider.getList.mock.calls.filter(([, params]) => params.pagination.perPage !== 1);
    expect(listCalls.at(-1)?.[1].filter).toEqual({ status: 'shipped' });
  });
});
