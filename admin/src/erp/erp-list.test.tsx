import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlingConnectionRow, BlingSyncRun } from '@ponte/shared';
import { fakeDataProvider, renderAdmin } from '../../test/render-admin.tsx';
import { ErpList } from './erp-list.tsx';

const run: BlingSyncRun = {
  id: 5,
  status: 'failed',
  kind: 'full',
  trigger: 'user',
  pages_done: 3,
  products_seen: 250,
  products_created: 200,
  products_updated: 40,
  products_deactivated: 2,
  errors: 8,
  last_error: 'Bling recusou a página 4.',
  started_at: '2026-11-20T13:00:00.000Z',
  finished_at: '2026-11-20T13:05:00.000Z',
  created_at: '2026-11-20T13:00:00.000Z',
};

const rows: BlingConnectionRow[] = [
  {
    id: 1,
    supplier_id: 3,
    supplier_name: 'Casa Verde',
    supplier_email: 'casa@verde.com.br',
    state: 'needs_reconnect',
    connected_at: '2026-11-02T12:00:00.000Z',
    access_expires_at: null,
    error: 'O Bling recusou a renovação do acesso.',
    last_run: run,
  },
  {
    id: 2,
    supplier_id: 4,
    supplier_name: 'Loja Nova',
    supplier_email: 'loja@nova.com.br',
    state: 'disconnected',
    connected_at: null,
    access_expires_at: null,
    error: null,
    last_run: null,
  },
];

describe('the ERP screen', () => {
  it('shows each supplier’s connection and its last sync run, read-only', async () => {
    const dataProvider = fakeDataProvider(rows);
    renderAdmin(<ErpList />, { resource: 'erp', methods: dataProvider });
    const first = (await screen.findByText('casa@verde.com.br')).closest('tr')!;
    expect(within(first).getByText('Precisa reconectar')).toBeTruthy();
    expect(within(first).getByText('O Bling recusou a renovação do acesso.')).toBeTruthy();
    expect(within(first).getByText('Falhou')).toBeTruthy();
    expect(within(first).getByText(/Completa · 20\/11\/2026,? 10:05/)).toBeTruthy();
    expect(within(first).getByText('3 páginas, 250 produtos lidos')).toBeTruthy();
    expect(within(first).getByText('200 novos, 40 atualizados, 2 desativados')).toBeTruthy();
    expect(within(first).getByText('8 erros · Bling recusou a página 4.')).toBeTruthy();
    expect(within(first).getByText(/02\/11\/2026/)).toBeTruthy();

    const second = screen.getByText('loja@nova.com.br').closest('tr')!;
    expect(within(second).getByText('Desconectado')).toBeTruthy();
    expect(within(second).getByText('Nenhuma sincronização ainda')).toBeTruthy();

    expect(screen.queryByRole('button', { name: /Criar|Remover|Editar/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('says so when no supplier has connected yet', async () => {
    const dataProvider = fakeDataProvider<BlingConnectionRow>([]);
    renderAdmin(<ErpList />, { resource: 'erp', methods: dataProvider });
    expect(await screen.findByText('Nenhum fornecedor conectou o Bling ainda.')).toBeTruthy();
  });

  it('shows the spec’s message when the list does not load', async () => {
    const dataProvider = fakeDataProvider<BlingConnectionRow>([]);
    dataProvider.getList.mockRejectedValue(new Error('boom'));
    renderAdmin(<ErpList />, { resource: 'erp', methods: dataProvider });
    expect(await screen.findByText('Algo deu errado ao listar os ERPS.')).toBeTruthy();
  });
});
