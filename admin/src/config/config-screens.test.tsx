import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConfigValue } from '@ponte/shared';
import { fakeDataProvider, renderAdmin } from '../../test/render-admin.tsx';
import { ConfigEdit } from './config-edit.tsx';
import { ConfigList } from './config-list.tsx';

const value = (values: Partial<ConfigValue> & { id: number }): ConfigValue & { id: number } => ({
  param_id: values.id,
  user_id: null,
  code: 'trial_days',
  name: 'Dias de teste para fornecedores',
  description: 'Por quantos dias uma conta de fornecedor nova usa o sistema sem assinatura.',
  type: 'number',
  scope: 'global',
  secret: false,
  value: '7',
  is_set: true,
  ...values,
});

const rows = [
  value({ id: 1 }),
  value({
    id: 2,
    code: 'bling_client_secret',
    name: 'Bling: Client Secret',
    description: 'Segredo do aplicativo no Bling.',
    type: 'string',
    secret: true,
    value: null,
    is_set: true,
  }),
  value({ id: 3, code: 'erp_flag', name: 'Sincronizar sozinho', type: 'boolean', value: 'false' }),
  value({
    id: 4,
    code: 'support_email',
    name: 'E-mail de suporte',
    type: 'email',
    value: null,
    is_set: false,
  }),
];

function openEdit(id: number) {
  const dataProvider = fakeDataProvider(rows);
  const where = renderAdmin(<ConfigEdit />, {
    url: `/config/${id}`,
    resource: 'config',
    methods: dataProvider,
  });
  return { dataProvider, where };
}

describe('the configuration list', () => {
  it('shows each parameter with its value; a secret only says it is set', async () => {
    const dataProvider = fakeDataProvider(rows);
    renderAdmin(<ConfigList />, { resource: 'config', methods: dataProvider });
    const secret = (await screen.findByText('Bling: Client Secret')).closest('tr')!;
    expect(within(secret).getByText('Definido (oculto)')).toBeTruthy();
    expect(
      within(screen.getByText('Dias de teste para fornecedores').closest('tr')!).getByText('7'),
    ).toBeTruthy();
    expect(within(screen.getByText('Sincronizar sozinho').closest('tr')!).getByText('Não')).toBeTruthy();
    expect(
      within(screen.getByText('E-mail de suporte').closest('tr')!).getByText('Não definido'),
    ).toBeTruthy();
  });
});

describe('editing a configuration value', () => {
  it('a number: typed as a number, saved as `value`, back to the list', async () => {
    const user = userEvent.setup();
    const { dataProvider, where } = openEdit(1);
    const input = (await screen.findByLabelText('Valor')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('7'));
    expect(screen.getByText(/Por quantos dias/)).toBeTruthy();
    await user.clear(input);
    await user.type(input, '9');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]![1].data).toMatchObject({ value: 9 });
    await waitFor(() => expect(where.pathname()).toBe('/config'));
  });

  it('a boolean is a switch', async () => {
    const { dataProvider } = openEdit(3);
    const toggle = (await screen.findByRole('switch', { name: 'Valor' })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]![1].data).toMatchObject({ value: true });
  });

  it('a secret starts blank, is a password field, and a new one is sent', async () => {
    const user = userEvent.setup();
    const { dataProvider, where } = openEdit(2);
    const input = (await screen.findByLabelText('Novo valor')) as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.value).toBe('');
    expect(screen.getByText(/Deixe em branco para mantê-lo/)).toBeTruthy();
    await user.type(input, 'novo-segredo');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0]![1].data).toMatchObject({ value: 'novo-segredo' });
    await waitFor(() => expect(where.pathname()).toBe('/config'));
  });

  it('a secret left blank is not sent: the stored one stays, and the admin is told so', async () => {
    const user = userEvent.setup();
    const { dataProvider, where } = openEdit(2);
    const input = await screen.findByLabelText('Novo valor');
    // Typed and erased: nothing to save, so the button stays off...
    await user.type(input, 'x');
    await user.clear(input);
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    // ...and a submit anyway (Enter in the field) sends nothing.
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Nada foi alterado: o valor salvo continua valendo.')).toBeTruthy();
    await waitFor(() => expect(where.pathname()).toBe('/config'));
    expect(dataProvider.update).not.toHaveBeenCalled();
  });
});
