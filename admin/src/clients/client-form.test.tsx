import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin.tsx';
import { toHttpError } from '../providers/http-client.ts';
import { cepAnswer, user } from '../providers/records.test-helper.ts';
import { ClientCreate } from './client-create.tsx';
import { ClientEdit } from './client-edit.tsx';

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('client form', () => {
  it('creates a client with what was typed, as a client by default', async () => {
    const { dataProvider } = renderAdmin(<ClientCreate />, {
      resource: 'clients',
      methods: { create: async (_r: string, { data }: { data: object }) => ({ data: { ...data, id: 99 } }) },
    });
    await userEvent.type(field(/^Nome/), 'Maria');
    await userEvent.type(field(/^Sobrenome/), 'Silva');
    await userEvent.type(field(/^E-mail/), 'maria@exemplo.com.br');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'senha-forte-1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(dataProvider.create.mock.calls[0]?.[1].data).toMatchObject({
      name: 'Maria',
      last_name: 'Silva',
      email: 'maria@exemplo.com.br',
      password: 'senha-forte-1',
      role: 'client',
    });
  });

  it('shows the API’s field error under its input', async () => {
    const refusal = toHttpError(422, {
      error: 'Os dados enviados são inválidos.',
      errors: { email: ['Este e-mail já está cadastrado.'] },
    });
    renderAdmin(<ClientCreate />, {
      resource: 'clients',
      methods: { create: async () => Promise.reject(refusal) },
    });
    await userEvent.type(field(/^Nome/), 'Maria');
    await userEvent.type(field(/^Sobrenome/), 'Silva');
    await userEvent.type(field(/^E-mail/), 'joana@exemplo.com.br');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'senha-forte-1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Este e-mail já está cadastrado.')).toBeTruthy();
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Os dados enviados são inválidos.')).toBeTruthy();
    expect(refusal).toBeInstanceOf(HttpError);
  });

  it('fills the address from the CEP and saves only what changed', async () => {
    const before = user({
      postcode: null,
      address: null,
      number: null,
      district: null,
      city: null,
      state: null,
    });
    const { dataProvider } = renderAdmin(<ClientEdit />, {
      resource: 'clients',
      url: '/clients/7',
      methods: {
        getOne: async () => ({ data: before }),
        lookupCep: async () => ({ data: cepAnswer }),
        update: async (_r: string, { data }: { data: object }) => ({ data: { ...before, ...data } }),
      },
    });
    await screen.findByDisplayValue('Joana');
    await userEvent.type(field(/^CEP/), '01001-000');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));

    await waitFor(() => expect((field(/^Logradouro/) as HTMLInputElement).value).toBe('Praça da Sé'));
    expect(dataProvider.lookupCep).toHaveBeenCalledWith('01001000');
    expect((field(/^Cidade/) as HTMLInputElement).value).toBe('São Paulo');
    expect((field(/^Bairro/) as HTMLInputElement).value).toBe('Sé');
    await userEvent.type(field(/^Número/), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]?.[1].data).toMatchObject({
      postcode: '01001000',
      address: 'Praça da Sé',
      city: 'São Paulo',
      district: 'Sé',
      state: 'SP',
      number: '100',
    });
  });

  it('asks for the current password only on the signed-in admin’s own record, and sends it', async () => {
    const me = user({ id: 1, role: 'admin' });
    const { dataProvider } = renderAdmin(<ClientEdit />, {
      resource: 'clients',
      url: '/clients/1',
      identity: { id: 1, fullName: 'Joana Teste' },
      methods: {
        getOne: async () => ({ data: me }),
        update: async (_r: string, { data }: { data: object }) => ({ data: { ...me, ...data } }),
      },
    });
    const current = await screen.findByLabelText(/^Senha atual/);
    await userEvent.clear(field(/^E-mail/));
    await userEvent.type(field(/^E-mail/), 'novo@exemplo.com.br');
    await userEvent.type(current, 'minha-senha');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]?.[1].data).toMatchObject({
      email: 'novo@exemplo.com.br',
      current_password: 'minha-senha',
    });
  });

  it('shows no current-password field on another person’s record', async () => {
    renderAdmin(<ClientEdit />, {
      resource: 'clients',
      url: '/clients/7',
      identity: { id: 1, fullName: 'Admin' },
      methods: { getOne: async () => ({ data: user() }) },
    });
    await screen.findByDisplayValue('Joana');
    expect(screen.queryByLabelText(/^Senha atual/)).toBeNull();
  });
});
