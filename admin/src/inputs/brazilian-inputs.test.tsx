import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin.tsx';
import { plan, user } from '../providers/records.test-helper.ts';
import { ClientEdit } from '../clients/client-edit.tsx';
import { ClientShow } from '../clients/client-show.tsx';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const stored = { document: '39053344705', phone: '11987654321', postcode: '01310100' };

describe('CPF/CNPJ, phone and CEP in the console', () => {
  it('shows the stored digits formatted on the client page', async () => {
    renderAdmin(<ClientShow />, {
      resource: 'clients',
      url: '/clients/7/show',
      methods: {
        getOne: async () => ({ data: user(stored) }),
        getMany: async () => ({ data: [plan()] }),
        getManyReference: async () => ({ data: [], total: 0 }),
      },
    });
    expect(await screen.findByText('390.533.447-05')).toBeTruthy();
    expect(screen.getByText('(11) 98765-4321')).toBeTruthy();
    expect(screen.getByText('01310-100')).toBeTruthy();
  });

  it('masks what is typed or pasted and saves digits only', async () => {
    const before = user(stored);
    const { dataProvider } = renderAdmin(<ClientEdit />, {
      resource: 'clients',
      url: '/clients/7',
      methods: {
        getOne: async () => ({ data: before }),
        update: async (_r: string, { data }: { data: object }) => ({ data: { ...before, ...data } }),
      },
    });
    await waitFor(() => expect(field(/^CPF ou CNPJ/).value).toBe('390.533.447-05'));
    expect(field(/^Telefone/).value).toBe('(11) 98765-4321');
    expect(field(/^CEP/).value).toBe('01310-100');

    await userEvent.clear(field(/^CPF ou CNPJ/));
    await userEvent.type(field(/^CPF ou CNPJ/), '12345678000195');
    expect(field(/^CPF ou CNPJ/).value).toBe('12.345.678/0001-95');
    await userEvent.clear(field(/^Telefone/));
    await userEvent.click(field(/^Telefone/));
    await userEvent.paste('11 3456 7890');
    expect(field(/^Telefone/).value).toBe('(11) 3456-7890');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]?.[1].data).toMatchObject({
      document: '12345678000195',
      phone: '1134567890',
      postcode: '01310100',
    });
  });
});
