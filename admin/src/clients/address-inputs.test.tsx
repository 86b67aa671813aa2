import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render-admin.tsx';
import { toHttpError } from '../providers/http-client.ts';
import { cepAnswer, user } from '../providers/records.test-helper.ts';
import { ClientCreate } from './client-create.tsx';
import { ClientEdit } from './client-edit.tsx';

const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });

/** The shared lookup's rules (shared/src/cep/cep-lookup.test.ts) as the console's form follows them. */
describe('client form: the CEP lookup', () => {
  it('leaves the record’s CEP alone, and fills from a CEP typed what its answer knows', async () => {
    const brasilia = { ...cepAnswer, address: '', district: '', city: 'Brasília', state: 'DF' };
    const { dataProvider } = renderAdmin(<ClientEdit />, {
      resource: 'clients',
      url: '/clients/7',
      methods: { getOne: async () => ({ data: user() }), lookupCep: async () => ({ data: brasilia }) },
    });
    await screen.findByDisplayValue('Joana');
    await userEvent.click(field(/^CEP/));
    await userEvent.tab();
    expect(dataProvider.lookupCep).not.toHaveBeenCalled();

    await userEvent.clear(field(/^CEP/));
    await userEvent.type(field(/^CEP/), '70040010');
    await waitFor(() => expect(field(/^Cidade/).value).toBe('Brasília'));
    expect(dataProvider.lookupCep).toHaveBeenCalledTimes(1);
    expect(dataProvider.lookupCep).toHaveBeenCalledWith('70040010');
    // The answer knows no street or district: the record's stay.
    expect(field(/^Logradouro/).value).toBe('Praça da Sé');
    expect(field(/^Bairro/).value).toBe('Sé');
  });

  it('notifies the API’s refusal, and drops an answer that comes back for a CEP no longer typed', async () => {
    let answerLate: (value: { data: typeof cepAnswer }) => void = () => undefined;
    const lookupCep = vi.fn((cep: string) =>
      cep === '01001000'
        ? new Promise((resolve) => (answerLate = resolve))
        : Promise.reject(toHttpError(404, { error: 'CEP não encontrado.' })),
    );
    renderAdmin(<ClientCreate />, { resource: 'clients', methods: { lookupCep } });
    await userEvent.type(field(/^CEP/), '01001000');
    await userEvent.clear(field(/^CEP/));
    await userEvent.type(field(/^CEP/), '99999999');

    expect(await screen.findByText('CEP não encontrado.')).toBeTruthy();
    answerLate({ data: cepAnswer });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field(/^Logradouro/).value).toBe('');
    expect(lookupCep.mock.calls.map(([cep]) => cep)).toEqual(['01001000', '99999999']);
  });
});
