import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { renderAdmin } from '../../test/render-admin.tsx';
import { user } from '../providers/records.test-helper.ts';
import { ClientList } from './client-list.tsx';

const people = [
  user({ created_at: '2025-03-04T12:00:00.000Z' }),
  user({ id: 8, name: 'Casa', last_name: 'Brasil', email: 'casa@exemplo.com.br', role: 'supplier' }),
];
const list = { getList: async () => ({ data: people, total: 2 }) };
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('Clientes list: the tools of a console list', () => {
  it('shows a failed load as an error with a retry, never as an empty list, and the retry loads it', async () => {
    const down = 'Serviço indisponível. Tente novamente em instantes.';
    const getList = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(down, 503, { error: down }))
      .mockResolvedValue({ data: people, total: 2 });
    renderAdmin(<ClientList />, { resource: 'clients', methods: { getList } });

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('Não foi possível carregar a lista.')).toBeTruthy();
    expect(within(alert).getByText(down)).toBeTruthy();
    expect(screen.queryByText('Nenhum resultado')).toBeNull();
    expect(screen.queryByText(/Nenhum/)).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('casa@exemplo.com.br')).toBeTruthy();
    expect(screen.queryByText('Não foi possível carregar a lista.')).toBeNull();
  });

  it('shows a loading bar while the next page is fetched', async () => {
    let answer: (value: unknown) => void = () => undefined;
    // Page 1 answers at once, however often the list asks for it (react-admin may ask again as it settles
    // its parameters); page 2 waits until the test answers.
    const getList = vi.fn((_resource: string, params: { pagination: { page: number } }) =>
      params.pagination.page === 2
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve({ data: people, total: 60 }),
    );
    renderAdmin(<ClientList />, { resource: 'clients', methods: { getList } });
    await screen.findByText('casa@exemplo.com.br');
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Carregando' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    expect(await screen.findByRole('progressbar', { name: 'Carregando' })).toBeTruthy();
    expect(screen.getByText('casa@exemplo.com.br')).toBeTruthy();
    answer({ data: people, total: 60 });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Carregando' })).toBeNull());
  });

  it('reaches each row’s show and edit by keyboard, named after the person', async () => {
    const { pathname } = renderAdmin(<ClientList />, { resource: 'clients', methods: list });
    const row = await rowOf('casa@exemplo.com.br');
    const edit = within(row).getByRole('link', { name: /^Editar Casa/ });
    expect(within(row).getByRole('link', { name: /^Exibir Casa/ })).toBeTruthy();
    expect(edit.getAttribute('href')).toBe('/clients/8');
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pathname()).toBe('/clients/8'));
  });

  it('exports the current filter as a pt-BR CSV: headers, labels, dd/mm/aaaa', async () => {
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => (files.push(blob), 'blob:clientes')),
        revokeObjectURL: vi.fn(),
      }),
    );
    const { dataProvider } = renderAdmin(<ClientList />, { resource: 'clients', methods: list });
    await screen.findByText('casa@exemplo.com.br');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo de conta' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fornecedor' }));
    await waitFor(() => expect(dataProvider.getList.mock.lastCall?.[1].filter).toEqual({ role: 'supplier' }));

    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(files).toHaveLength(1));
    // The whole list of the filter, not the page on screen.
    expect(dataProvider.getList.mock.lastCall?.[1]).toMatchObject({
      filter: { role: 'supplier' },
      pagination: { page: 1, perPage: 10_000 },
      sort: { field: 'created_at', order: 'DESC' },
    });
    const csv = await files[0]!.text();
    const [header, first, second] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'ID;Nome;Sobrenome;E-mail;Tipo de conta;CPF ou CNPJ;Telefone;Cidade;UF;Assinatura;Situação;Cadastro',
    );
    expect(first).toContain(';Joana;Pereira;joana@exemplo.com.br;Cliente;');
    expect(first).toMatch(/;Ativo;04\/03\/2025$/);
    expect(second).toContain(';Casa;Brasil;casa@exemplo.com.br;Fornecedor;');
  });

  it('hides a column chosen in “Colunas”', async () => {
    renderAdmin(<ClientList />, { resource: 'clients', methods: list });
    await screen.findByText('casa@exemplo.com.br');
    expect(screen.getByRole('columnheader', { name: /E-mail/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Colunas' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'E-mail' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /E-mail/ })).toBeNull());
    expect(screen.queryByText('casa@exemplo.com.br')).toBeNull();
  });

  it('deactivates the selected accounts after a confirmation in the danger colour', async () => {
    const updateMany = vi.fn(async () => ({ data: [7, 8] }));
    renderAdmin(<ClientList />, { resource: 'clients', methods: { ...list, updateMany } });
    await screen.findByText('casa@exemplo.com.br');
    await userEvent.click(screen.getByRole('checkbox', { name: /Selecionar tudo/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar as contas selecionadas?' });
    expect(dialog.textContent).toContain('2 contas deixam de entrar no sistema');
    const confirm = within(dialog).getByRole('button', { name: 'Desativar' });
    expect(confirm.className).toContain('RaConfirm-confirmWarning');
    expect(updateMany).not.toHaveBeenCalled();

    await userEvent.click(confirm);
    await waitFor(() =>
      expect(updateMany).toHaveBeenCalledWith(
        'clients',
        expect.objectContaining({ ids: [7, 8], data: { active: false } }),
      ),
    );
    expect(await screen.findByText('Contas desativadas: 2.')).toBeTruthy();
  });
});
