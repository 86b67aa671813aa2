import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../test/render-admin.tsx';
import { subscriptionItem } from '../providers/records.test-helper.ts';
import { SubscriptionList } from './subscription-list.tsx';

// The pending row: who, which plan and when, as the assertions below read them.
const bruno = {
  id: 10,
  user: { id: 7, name: 'Bruno', last_name: 'Souza', email: 'bruno@exemplo.com.br', role: 'client' as const },
  plan: { id: 1, name: 'Revenda Mensal' },
  created_at: '2026-11-20T15:00:00.000Z',
};

const rows = [
  subscriptionItem(bruno),
  subscriptionItem({
    ...bruno,
    id: 11,
    user: { id: 8, name: 'Carla', last_name: 'Lima', email: 'carla@exemplo.com.br', role: 'supplier' },
    status: 'active',
    current_period_end: '2026-12-20T15:00:00.000Z',
  }),
  subscriptionItem({
    ...bruno,
    id: 12,
    user: { id: 9, name: 'Davi', last_name: 'Reis', email: 'davi@exemplo.com.br', role: 'client' },
    status: 'cancelled',
  }),
];

function open(extra: Record<string, unknown> = {}) {
  const dataProvider = fakeDataProvider(rows, {
    approveSubscription: vi.fn(async () => ({ message: 'Assinatura aprovada.' })),
    cancelSubscription: vi.fn(async () => ({ message: 'Assinatura pendente cancelada.' })),
    ...extra,
  });
  renderAdmin(<SubscriptionList />, {
    resource: 'subscriptions',
    methods: dataProvider,
  });
  return dataProvider;
}

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr')!;

describe('the subscriptions list', () => {
  it('shows who, which plan, the status and the money; actions only where they apply', async () => {
    open();
    const pending = await rowOf('bruno@exemplo.com.br');
    expect(within(pending).getByText('Pendente')).toBeTruthy();
    expect(within(pending).getByText('R$ 49,90')).toBeTruthy();
    expect(within(pending).getByText('20/11/2026')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Aprovar a assinatura de Bruno Souza' })).toBeTruthy();
    expect(
      within(pending).getByRole('button', { name: 'Cancelar a assinatura de Bruno Souza' }),
    ).toBeTruthy();

    const active = await rowOf('carla@exemplo.com.br');
    expect(within(active).getByText('Ativa')).toBeTruthy();
    expect(within(active).getByText('Fornecedor')).toBeTruthy();
    expect(within(active).getByText('20/12/2026')).toBeTruthy();
    expect(within(active).queryByRole('button', { name: /Aprovar/ })).toBeNull();
    expect(within(active).getByRole('button', { name: /Cancelar/ })).toBeTruthy();

    const cancelled = await rowOf('davi@exemplo.com.br');
    expect(within(cancelled).getByText('Cancelada')).toBeTruthy();
    expect(within(cancelled).queryAllByRole('button')).toHaveLength(0);
  });

  it('approves a pending payment after confirming, says so and reloads the list', async () => {
    const dataProvider = open();
    const row = await rowOf('bruno@exemplo.com.br');
    fireEvent.click(within(row).getByRole('button', { name: 'Aprovar a assinatura de Bruno Souza' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Aprovar a assinatura de Bruno Souza?')).toBeTruthy();
    expect(dialog.textContent).toContain('pagamento de R$');
    expect(dataProvider.approveSubscription).not.toHaveBeenCalled();
    const listCalls = dataProvider.getList.mock.calls.length;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(dataProvider.approveSubscription).toHaveBeenCalledWith(10));
    expect(await screen.findByText('Assinatura aprovada.')).toBeTruthy();
    await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(listCalls));
    expect(dataProvider.cancelSubscription).not.toHaveBeenCalled();
  });

  it('going back from the dialog changes nothing', async () => {
    const dataProvider = open();
    const row = await rowOf('carla@exemplo.com.br');
    fireEvent.click(within(row).getByRole('button', { name: /Cancelar a assinatura/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.cancelSubscription).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal when the cancel comes too late', async () => {
    const dataProvider = open({
      cancelSubscription: vi.fn(async () => {
        throw new HttpError('Esta assinatura já está cancelada ou expirada.', 409, {
          error: 'Esta assinatura já está cancelada ou expirada.',
        });
      }),
    });
    const row = await rowOf('carla@exemplo.com.br');
    fireEvent.click(within(row).getByRole('button', { name: /Cancelar a assinatura/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim, cancelar' }));
    await waitFor(() => expect(dataProvider.cancelSubscription).toHaveBeenCalledWith(11));
    expect(await screen.findByText('Esta assinatura já está cancelada ou expirada.')).toBeTruthy();
  });

  it('filters by status with the API’s values', async () => {
    const dataProvider = open();
    await rowOf('bruno@exemplo.com.br');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'subscriptions',
      expect.objectContaining({ sort: { field: 'created_at', order: 'DESC' } }),
    );
    expect(screen.getByLabelText('Situação')).toBeTruthy();
  });
});
