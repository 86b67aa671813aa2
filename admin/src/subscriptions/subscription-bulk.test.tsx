import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, renderAdmin } from '../../test/render-admin.tsx';
import { subscriptionItem } from '../providers/records.test-helper.ts';
import { SubscriptionList } from './subscription-list.tsx';

const person = (id: number, name: string, email: string) => ({
  id,
  name,
  last_name: 'Teste',
  email,
  role: 'client' as const,
});
const rows = [
  subscriptionItem({ id: 10, user: person(7, 'Bruno', 'bruno@exemplo.com.br'), price_cents: 4990 }),
  subscriptionItem({ id: 11, user: person(8, 'Carla', 'carla@exemplo.com.br'), status: 'active' }),
  subscriptionItem({ id: 12, user: person(9, 'Davi', 'davi@exemplo.com.br') }),
];
const refused = 'Só uma assinatura pendente pode ser aprovada.';

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr')!;
const select = async (email: string) =>
  userEvent.click(within(await rowOf(email)).getByRole('checkbox', { name: /Selecionar esta linha/i }));

describe('the subscriptions list: bulk actions', () => {
  it('approves the selected subscriptions in one go after a confirmation', async () => {
    const dataProvider = fakeDataProvider(rows, { updateMany: vi.fn(async () => ({ data: [10, 12] })) });
    renderAdmin(<SubscriptionList />, { resource: 'subscriptions', methods: dataProvider });
    await select('bruno@exemplo.com.br');
    await select('davi@exemplo.com.br');

    await userEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar as assinaturas selecionadas?' });
    expect(dialog.textContent).toContain('pagamentos das 2 assinaturas');
    expect(dataProvider.updateMany).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));

    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith(
        'subscriptions',
        expect.objectContaining({ ids: [10, 12], data: { action: 'approve' } }),
      ),
    );
    expect(await screen.findByText('Assinaturas aprovadas: 2.')).toBeTruthy();
  });

  it('says how many went through and why each other one did not, keeping those selected', async () => {
    const updateMany = vi.fn(async () => {
      throw new HttpError(refused, 409, {
        error: refused,
        done: [10],
        failed: 1,
        failures: [{ id: 11, message: refused }],
      });
    });
    renderAdmin(<SubscriptionList />, {
      resource: 'subscriptions',
      methods: fakeDataProvider(rows, { updateMany }),
    });
    await select('bruno@exemplo.com.br');
    await select('carla@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar as assinaturas selecionadas?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));

    expect(
      await screen.findByText(`1 de 2 aprovadas; 1 falharam: #11 (${refused})`),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        (
          within(screen.getByText('carla@exemplo.com.br').closest('tr')!).getByRole(
            'checkbox',
          ) as HTMLInputElement
        ).checked,
      ).toBe(true),
    );
    expect(
      (
        within(screen.getByText('bruno@exemplo.com.br').closest('tr')!).getByRole(
          'checkbox',
        ) as HTMLInputElement
      ).checked,
    ).toBe(false);
  });

  it('cancels in bulk only after a confirmation in the danger colour', async () => {
    const dataProvider = fakeDataProvider(rows, { updateMany: vi.fn(async () => ({ data: [11] })) });
    renderAdmin(<SubscriptionList />, { resource: 'subscriptions', methods: dataProvider });
    await select('carla@exemplo.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar as assinaturas selecionadas?' });
    const confirm = within(dialog).getByRole('button', { name: 'Sim, cancelar' });
    expect(confirm.className).toContain('RaConfirm-confirmWarning');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith(
        'subscriptions',
        expect.objectContaining({ ids: [11], data: { action: 'cancel' } }),
      ),
    );
  });
});
