import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Plan } from '@ponte/shared';
import { PlanCreate } from './plan-create.tsx';
import { PlanEdit } from './plan-edit.tsx';
import { fakeDataProvider, renderAdmin } from '../../test/render-admin.tsx';

const basic: Plan = {
  id: 4,
  name: 'Básico',
  description: 'Para começar',
  role: 'client',
  price_cents: 4990,
  interval: 'month',
  features: ['Até 100 produtos'],
  active: true,
  position: 1,
  subscribers_count: 0,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
};

describe('creating a plan', () => {
  it('sends the API’s fields (price in centavos, features as a list) and lands on the plans list', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider<Plan>([]);
    const where = renderAdmin(<PlanCreate />, {
      url: '/plans/create',
      resource: 'plans',
      methods: dataProvider,
    });

    await user.type(await screen.findByLabelText(/Nome do plano/), 'Revenda Pro');
    await user.click(screen.getByLabelText('Cliente'));
    await user.type(screen.getByLabelText(/Preço/), '79,9');
    const features = screen.getByLabelText('Recursos do plano');
    await user.type(features, 'Suporte por e-mail{Enter}');
    await user.type(features, 'Exportação XLSX{Enter}');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]![1].data).toEqual({
      name: 'Revenda Pro',
      description: '',
      role: 'client',
      price_cents: 7990,
      interval: 'month',
      features: ['Suporte por e-mail', 'Exportação XLSX'],
      active: true,
      position: 0,
    });
    await waitFor(() => expect(where.pathname()).toBe('/plans'));
  });

  it('does not send a plan without name, audience or price', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider<Plan>([]);
    renderAdmin(<PlanCreate />, {
      url: '/plans/create',
      resource: 'plans',
      methods: dataProvider,
    });
    // The save button wakes up once something is typed; what is required is still missing.
    await user.type(await screen.findByLabelText('Descrição'), 'Sem nome');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Obrigatório')).not.toHaveLength(0);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});

describe('editing a plan', () => {
  function openEdit() {
    const dataProvider = fakeDataProvider<Plan>([basic]);
    const where = renderAdmin(<PlanEdit />, {
      url: '/plans/4',
      resource: 'plans',
      methods: dataProvider,
    });
    return { dataProvider, where };
  }

  it('shows the price in reais, saves it in centavos and lands on the plans list', async () => {
    const user = userEvent.setup();
    const { dataProvider, where } = openEdit();
    const price = (await screen.findByLabelText(/Preço/)) as HTMLInputElement;
    await waitFor(() => expect(price.value).toBe('49,90'));
    expect(screen.getByText('Plano: Básico')).toBeTruthy();
    await user.clear(price);
    await user.type(price, 'R$ 59,9');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [resource, params] = dataProvider.update.mock.calls[0]!;
    expect(resource).toBe('plans');
    expect(params).toMatchObject({ id: '4', data: { price_cents: 5990, name: 'Básico' } });
    expect(params.data).not.toHaveProperty('subscribers_count');
    expect(params.data).not.toHaveProperty('created_at');
    await waitFor(() => expect(where.pathname()).toBe('/plans'));
  });

  it('shows the API’s field errors on the inputs and stays on the form', async () => {
    const user = userEvent.setup();
    const { dataProvider, where } = openEdit();
    dataProvider.update.mockRejectedValue(
      new HttpError('Os dados enviados são inválidos.', 422, {
        errors: { role: 'Um plano com assinaturas não pode mudar de papel.' },
      }),
    );
    await user.click(await screen.findByLabelText('Fornecedor'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Um plano com assinaturas não pode mudar de papel.')).toBeTruthy();
    expect(where.pathname()).toBe('/plans/4');
  });

  it('removes after a confirmation that explains deactivation, then lands on the plans list', async () => {
    const { dataProvider, where } = openEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Remover o plano Básico?');
    expect(dialog.textContent).toContain('ele é desativado e deixa de ser oferecido');
    expect(dataProvider.delete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('plans', expect.objectContaining({ id: 4 })),
    );
    await waitFor(() => expect(where.pathname()).toBe('/plans'));
    expect(await screen.findByText('Plano removido.')).toBeTruthy();
  });

  it('says the plan was deactivated, not removed, when the API kept it for its subscribers', async () => {
    const { dataProvider, where } = openEdit();
    dataProvider.delete.mockResolvedValueOnce({
      data: { ...basic, active: false, updated_at: '2026-11-20T12:00:00.000Z' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remover' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(where.pathname()).toBe('/plans'));
    expect(await screen.findByText('Plano desativado: ele tem assinantes.')).toBeTruthy();
    expect(screen.queryByText(/Registro excluído|Plano removido/)).toBeNull();
  });
});
