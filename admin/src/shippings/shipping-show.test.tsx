import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin.tsx';
import { toHttpError } from '../providers/http-client.ts';
import { shippingDetail } from '../providers/records.test-helper.ts';
import { ShippingShow } from './shipping-show.tsx';

const url = '/shippings/5/show';

describe('Remessa show', () => {
  it('shows the orders, items and history of the shipment', async () => {
    renderAdmin(<ShippingShow />, {
      resource: 'shippings',
      url,
      methods: { getOne: async () => ({ data: shippingDetail() }) },
    });
    // The page's own heading, under the app bar's title (which says the same).
    expect(await screen.findByRole('heading', { name: 'Remessa #5', level: 2 })).toBeTruthy();
    expect(screen.getByText(/Maria Silva/)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Cafeteira Inox' })).toBeTruthy();
    expect(screen.getAllByText('R$ 259,80').length).toBeGreaterThan(0);
    expect(screen.getByText('Remessa criada')).toBeTruthy();
  });

  it('moves a pending shipment on with a note, and shows the new status', async () => {
    const { dataProvider } = renderAdmin(<ShippingShow />, {
      resource: 'shippings',
      url,
      methods: {
        getOne: async () => ({ data: shippingDetail() }),
        update: async () => ({ data: shippingDetail({ status: 'processing' }) }),
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Observação (opcional)' }), 'Separando');
    await userEvent.click(screen.getByRole('button', { name: 'Mudar para Em processamento' }));

    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]?.[1].data).toEqual({ status: 'processing', note: 'Separando' });
    expect(await screen.findByText('Remessa alterada para Em processamento.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Mudar para Enviada' })).toBeTruthy();
  });

  it('shows the API’s sentence when it refuses the step (409)', async () => {
    const refusal = toHttpError(409, {
      error: 'Não é possível mudar a remessa de Cancelada para Em processamento.',
    });
    renderAdmin(<ShippingShow />, {
      resource: 'shippings',
      url,
      methods: {
        getOne: async () => ({ data: shippingDetail() }),
        update: async () => Promise.reject(refusal),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar para Em processamento' }));
    expect(
      await screen.findByText('Não é possível mudar a remessa de Cancelada para Em processamento.'),
    ).toBeTruthy();
  });

  it('records a payment and a tracking code', async () => {
    const { dataProvider } = renderAdmin(<ShippingShow />, {
      resource: 'shippings',
      url,
      methods: {
        getOne: async () => ({ data: shippingDetail() }),
        update: async () => ({
          data: shippingDetail({ payment_status: 'paid', paid_at: '2025-03-05T12:00:00.000Z' }),
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como paga' }));
    await waitFor(() =>
      expect(dataProvider.update.mock.calls[0]?.[1].data).toEqual({ payment_status: 'paid' }),
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Código de rastreio' }), 'BR123');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rastreio' }));
    await waitFor(() =>
      expect(dataProvider.update.mock.calls[1]?.[1].data).toEqual({
        orders: [{ id: 9, tracking_code: 'BR123', carrier: null }],
      }),
    );
  });
});
