import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GetManyReferenceParams } from 'react-admin';
import { renderAdmin } from '../../test/render-admin.tsx';
import { plan, product, shipping, user } from '../providers/records.test-helper.ts';
import { ClientShow } from './client-show.tsx';

/** ReferenceManyField asks getManyReference: the person's id as a filter of the other list. */
const getManyReference = async (resource: string, _params: GetManyReferenceParams) =>
  resource === 'products' ? { data: [product()], total: 1 } : { data: [shipping()], total: 1 };

describe('client page', () => {
  it('shows a client’s subscription with its plan, their selection and their shipments', async () => {
    const { dataProvider } = renderAdmin(<ClientShow />, {
      resource: 'clients',
      url: '/clients/7/show',
      methods: {
        getOne: async () => ({ data: user() }),
        getMany: async () => ({ data: [plan()] }),
        getManyReference,
      },
    });
    const selection = (await screen.findByRole('heading', { name: 'Seleção de produtos' })).closest(
      'section',
    )!;
    expect(await within(selection).findByText('Cafeteira Inox')).toBeTruthy();
    const shipments = screen.getByRole('heading', { name: 'Remessas' }).closest('section')!;
    expect(await within(shipments).findByText('R$ 259,80')).toBeTruthy();
    expect(await screen.findByText('Revendedor Mensal')).toBeTruthy();

    const asked = dataProvider.getManyReference.mock.calls.map(([resource, params]) => [
      resource,
      params.target,
      params.id,
    ]);
    expect(asked).toContainEqual(['products', 'selected_by', 7]);
    expect(asked).toContainEqual(['shippings', 'client_id', 7]);
  });

  it('shows a supplier’s own products and the shipments addressed to them', async () => {
    const { dataProvider } = renderAdmin(<ClientShow />, {
      resource: 'clients',
      url: '/clients/3/show',
      methods: {
        getOne: async () => ({ data: user({ id: 3, role: 'supplier' }) }),
        getMany: async () => ({ data: [plan()] }),
        getManyReference,
      },
    });
    await screen.findByRole('heading', { name: 'Produtos do fornecedor' });
    await screen.findByText('Cafeteira Inox');
    const asked = dataProvider.getManyReference.mock.calls.map(([resource, params]) => [
      resource,
      params.target,
      params.id,
    ]);
    expect(asked).toContainEqual(['products', 'supplier_id', 3]);
    expect(asked).toContainEqual(['shippings', 'supplier_id', 3]);
  });
});
