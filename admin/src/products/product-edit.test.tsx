import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin.tsx';
import { product, user } from '../providers/records.test-helper.ts';
import { ProductEdit } from './product-edit.tsx';
import { PRODUCT_IN_USE } from './product-delete-messages.ts';

const base = {
  getOne: async () => ({ data: product() }),
  getMany: async () => ({ data: [user({ id: 3, role: 'supplier' })] }),
};

describe('product edit', () => {
  it('shows the price in reais and saves it back in centavos', async () => {
    const { dataProvider } = renderAdmin(<ProductEdit />, {
      resource: 'products',
      url: '/products/11',
      methods: {
        ...base,
        update: async (_r: string, { data }: { data: object }) => ({ data: { ...product(), ...data } }),
      },
    });
    const price = (await screen.findByRole('textbox', { name: /^Preço \(R\$\)/ })) as HTMLInputElement;
    expect(price.value).toBe('129,90');
    await userEvent.clear(price);
    await userEvent.type(price, '1.234,5');
    const stock = screen.getByRole('textbox', { name: /^Estoque/ }) as HTMLInputElement;
    await userEvent.clear(stock);
    await userEvent.type(stock, '1.500');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]?.[1].data).toMatchObject({ price_cents: 123450, stock: 1500 });
  });

  it('refuses a price or a stock it cannot read, saying how to write it, and saves nothing', async () => {
    const { dataProvider } = renderAdmin(<ProductEdit />, {
      resource: 'products',
      url: '/products/11',
      methods: base,
    });
    const price = (await screen.findByRole('textbox', { name: /^Preço \(R\$\)/ })) as HTMLInputElement;
    await userEvent.clear(price);
    await userEvent.type(price, '49.90');
    const stock = screen.getByRole('textbox', { name: /^Estoque/ }) as HTMLInputElement;
    await userEvent.clear(stock);
    await userEvent.type(stock, '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Use vírgula para os centavos, como em 49,90.')).toBeTruthy();
    expect(screen.getByText('Informe um número inteiro, sem vírgula.')).toBeTruthy();
    expect(price.value).toBe('49.90');
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('asks first, then says the product is linked when the API refuses (409)', async () => {
    const { dataProvider } = renderAdmin(<ProductEdit />, {
      resource: 'products',
      url: '/products/11',
      methods: {
        ...base,
        delete: async () => Promise.reject(new HttpError('Em uso', 409, { error: 'Em uso' })),
      },
    });
    await screen.findByDisplayValue('Cafeteira Inox');
    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Deseja remover o produto “Cafeteira Inox”?')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Remover' }).at(-1)!);

    expect(await screen.findByText(PRODUCT_IN_USE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Erro!' })).toBeTruthy();
    expect(dataProvider.delete).toHaveBeenCalledWith('products', expect.objectContaining({ id: 11 }));
  });

  it('says "Produto removido" when it is gone', async () => {
    renderAdmin(<ProductEdit />, {
      resource: 'products',
      url: '/products/11',
      methods: { ...base, delete: async () => ({ data: product() }) },
    });
    await screen.findByDisplayValue('Cafeteira Inox');
    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Remover' })).at(-1)!);
    expect(await screen.findByRole('heading', { name: 'Produto removido' })).toBeTruthy();
  });
});
