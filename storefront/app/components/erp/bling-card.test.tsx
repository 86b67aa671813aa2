import type { BlingStatus, BlingSyncRun } from '@ponte/shared';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BlingCard, type BlingCardProps } from './bling-card.tsx';

const run = (fields: Partial<BlingSyncRun> = {}): BlingSyncRun => ({
  id: 3,
  status: 'completed',
  kind: 'full',
  trigger: 'user',
  pages_done: 4,
  products_seen: 380,
  products_created: 300,
  products_updated: 70,
  products_deactivated: 10,
  errors: 2,
  last_error: null,
  started_at: '2026-03-05T17:30:00.000Z',
  finished_at: '2026-03-05T17:42:00.000Z',
  created_at: '2026-03-05T17:29:58.000Z',
  ...fields,
});

const connected: BlingStatus = {
  configured: true,
  connection: { state: 'connected', connected_at: '2026-03-01T12:05:00.000Z', access_expires_at: null, error: null },
  current_run: null,
  last_run: run(),
};

/** The card's server HTML as text (tags dropped), inside a router like the page's. */
function text(props: Partial<BlingCardProps>) {
  const Stub = createRoutesStub([
    {
      path: '/erp',
      Component: () => (
        <BlingCard status={connected} outcome={null} answer={undefined} confirmingDisconnect={false} {...props} />
      ),
    },
  ]);
  const html = renderToString(<Stub initialEntries={['/erp']} />);
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe('the Bling card', () => {
  it('connected: since when, sync and disconnect, the last run in dd/mm/aaaa HH:mm (Brasília)', () => {
    const shown = text({});
    expect(shown).toContain('Conectado');
    expect(shown).toContain('Conectado desde 01/03/2026 09:05.');
    expect(shown).toContain('Sincronizar agora');
    expect(shown).toContain('Desconectar');
    expect(shown).not.toContain('Conectar ao Bling');
    expect(shown).toContain('Última sincronização');
    expect(shown).toContain('Concluída · Início: 05/03/2026 14:30 · Fim: 05/03/2026 14:42');
    expect(shown).toMatch(/Produtos criados 300 .*Produtos atualizados 70 .*Produtos desativados 10 .*Erros 2/);
  });

  it('disconnected: only "Conectar ao Bling"', () => {
    const shown = text({
      status: { ...connected, last_run: null, connection: { ...connected.connection, state: 'disconnected', connected_at: null } },
    });
    expect(shown).toContain('Desconectado');
    expect(shown).toContain('Conectar ao Bling');
    expect(shown).not.toContain('Sincronizar agora');
  });

  it('needs reconnect: the state and the reason the API gave', () => {
    const shown = text({
      status: {
        ...connected,
        connection: { state: 'needs_reconnect', connected_at: null, access_expires_at: null, error: 'O Bling recusou o token.' },
      },
    });
    expect(shown).toContain('Reconexão necessária');
    expect(shown).toContain('O Bling recusou o token.');
    expect(shown).toContain('Conectar ao Bling');
  });

  it('a run in progress: its figures, and (before JavaScript) a link to refresh them', () => {
    const shown = text({ status: { ...connected, current_run: run({ status: 'running', finished_at: null, pages_done: 2 }) } });
    expect(shown).toContain('Sincronização em andamento');
    expect(shown).toMatch(/Páginas lidas 2/);
    expect(shown).toContain('Atualizar o progresso');
  });

  it('not configured by the admin yet, or not loadable: says so, with no buttons', () => {
    const unconfigured = text({ status: { ...connected, configured: false, last_run: null } });
    expect(unconfigured).toContain('O administrador ainda não configurou a integração com o Bling.');
    expect(unconfigured).not.toContain('Conectar ao Bling');
    expect(text({ status: null })).toContain('Não foi possível carregar a conexão com o Bling.');
  });

  it('the OAuth callback outcome and the last button’s answer', () => {
    expect(text({ outcome: 'connected' })).toContain('Bling conectado. Você já pode sincronizar seus produtos.');
    expect(text({ outcome: 'denied' })).toContain('A autorização foi recusada no Bling.');
    expect(text({ answer: { intent: 'bling-sync', error: 'Conecte sua conta do Bling antes de sincronizar.' } })).toContain(
      'Conecte sua conta do Bling antes de sincronizar.',
    );
  });
});
