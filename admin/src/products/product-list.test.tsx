import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render-admin.tsx';
import { product, user } from '../providers/records.test-helper.ts';
import { ProductList } from './product-list.tsx';

const catalogue = [
  product(),
  product({ id: 12, name: 'Chaleira Elétrica', sku: null, status: 'inactive', price_cents: 8990 }),
];
const supplier = user({ id: 3, name: 'Casa', last_name: 'Brasil', role: 'supplier' });

const methods = {
  getList: async (resource: string) =>
    resource === 'products' ? { data: catalogue, total: 2 } : { data: [supplier], total: 1 },
  getMany: async () => ({ data: [supplier] }),
};

describe('Produtos list', () => {
  it('shows products with their supplier, price in reais and status', async () => {
    renderAdmin(<ProductList />, { resource: 'products', methods });
    const row = (await screen.findByText('Chaleira Elétrica')).closest('tr')!;
    expect(within(row).getByText('R$ 89,90')).toBeTruthy();
    expect(within(row).getByText('Inativo')).toBeTruthy();
    expect(await within(row).findByText('Casa Brasil')).toBeTruthy();
  });

  it('filters by status through the API', async () => {
    const { dataProvider } = renderAdmin(<ProductList />, { resource: 'products', methods });
    await screen.findByText('Chaleira Elétrica');
    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inativo' }));
    await waitFor(() => {
      const calls = dataProvider.getList.mock.calls.filter(([resource]) => resource === 'products');
      expect(calls.at(-1)?.[1].filter).toEqual({ status: 'inactive' });
    });
  });

  it('deactivates the selected products in one bulk action', async () => {
    const { dataProvider } = renderAdmin(<ProductList />, {
      resource: 'products',
      methods: { ...methods, updateMany: async (_r: string, { ids }: { ids: number[] }) => ({ data: ids }) },
    });
    await screen.findByText('Chaleira Elétrica');
    await userEvent.click(screen.getAllByRole('checkbox', { name: /Selecionar esta linha/i })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Desativar' }));
    await userEvent.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Desativar' }),
    );
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith(
        'products',
        expect.objectContaining({ ids: [11], data: { status: 'inactive' } }),
      ),
    );
  });

  it('exports the current filter as CSV through the API', async () => {
    const createObjectURL = vi.fn(() => 'blob:produtos');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { dataProvider } = renderAdmin(<ProductList />, {
      resource: 'products',
      methods: {
        ...methods,
        exportProducts: async () => ({ blob: new Blob(['x']), filename: 'produtos.csv' }),
      },
    });
    await screen.findByText('Chaleira Elétrica');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() =>
      expect(dataProvider.exportProducts).toHaveBeenCalledWith({ format: 'csv', filter: {} }),
    );
    expect(createObjectURL).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
