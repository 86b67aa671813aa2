import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import type { EmailDelivery } from '@ponte/shared';
import { fakeDataProvider, renderAdmin } from '../../test/render-admin.tsx';
import { EmailList } from './email-list.tsx';

const email = (overrides: Partial<EmailDelivery>): EmailDelivery => ({
  id: 1,
  kind: 'shipping.created',
  events_count: 1,
  recipient: { id: 7, email: 'fornecedor@exemplo.com.br', name: 'Carla Lima' },
  subject: 'Nova remessa #31 de Bruno Souza',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-27T13:05:00.000Z',
  sent_at: '2026-11-27T13:05:02.000Z',
  ...overrides,
});

const rows = [
  email({ id: 1, events_count: 3, subject: '3 novas remessas' }),
  email({
    id: 2,
    kind: 'password-reset',
    recipient: { id: 8, email: 'bruno@exemplo.com.br', name: null },
    subject: 'Redefina sua senha',
    status: 'failed',
    attempts: 5,
    last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    sent_at: null,
  }),
  email({
    id: 3,
    kind: 'users.registered',
    status: 'queued',
    subject: 'Novos cadastros na Ponte',
    sent_at: null,
  }),
];

function open(extra: Record<string, unknown> = {}, locale: 'pt-BR' | 'en' = 'pt-BR') {
  const dataProvider = fakeDataProvider(rows, {
    resendEmail: vi.fn(async () => ({ message: 'O e-mail voltou para a fila de envio.', data: rows[1] })),
    ...extra,
  });
  renderAdmin(<EmailList />, { resource: 'emails', methods: dataProvider, locale });
  return dataProvider;
}

const rowOf = async (subject: string) => (await screen.findByText(subject)).closest('tr')!;

describe('the e-mails list', () => {
  it('shows when, to whom, what about, how many events, the status, attempts and the last error', async () => {
    const dataProvider = open();
    const digest = await rowOf('3 novas remessas');
    expect(within(digest).getByText('27/11/2026 10:05')).toBeTruthy();
    expect(within(digest).getByText('Carla Lima')).toBeTruthy();
    expect(within(digest).getByText('fornecedor@exemplo.com.br')).toBeTruthy();
    expect(within(digest).getByText('Nova remessa')).toBeTruthy();
    expect(within(digest).getByText('3')).toBeTruthy();
    expect(within(digest).getByText('Enviado')).toBeTruthy();
    expect(within(digest).queryByRole('button', { name: /Reenviar/ })).toBeNull();

    const failed = await rowOf('Redefina sua senha');
    expect(within(failed).getByText('Redefinição de senha')).toBeTruthy();
    expect(within(failed).getByText('Falhou')).toBeTruthy();
    expect(within(failed).getByText('5')).toBeTruthy();
    expect(within(failed).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();

    const queued = await rowOf('Novos cadastros na Ponte');
    expect(within(queued).getByText('Na fila')).toBeTruthy();
    expect(within(queued).getByText('Novos cadastros')).toBeTruthy();

    expect(dataProvider.getList).toHaveBeenCalledWith(
      'emails',
      expect.objectContaining({ sort: { field: 'created_at', order: 'DESC' } }),
    );
    expect(screen.getByLabelText('Situação')).toBeTruthy();
    expect(document.querySelector('input[name="q"]')).toBeTruthy();
    // Read-only: nothing to create, and only failed rows can be selected (to resend).
    expect(screen.queryByRole('link', { name: /Criar/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Exportar/ })).toBeTruthy();
    expect(within(digest).getByRole('checkbox').hasAttribute('disabled')).toBe(true);
    expect(within(failed).getByRole('checkbox').hasAttribute('disabled')).toBe(false);
  });

  it('resends a failed e-mail: the API’s sentence, then the list again', async () => {
    const dataProvider = open();
    const failed = await rowOf('Redefina sua senha');
    const listCalls = dataProvider.getList.mock.calls.length;
    await userEvent.click(
      within(failed).getByRole('button', { name: 'Reenviar o e-mail para bruno@exemplo.com.br' }),
    );
    await waitFor(() => expect(dataProvider.resendEmail).toHaveBeenCalledWith(2));
    expect(await screen.findByText('O e-mail voltou para a fila de envio.')).toBeTruthy();
    await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(listCalls));
  });

  it('shows a 409 as the API words it', async () => {
    const refused = 'Este e-mail não falhou: não há o que reenviar.';
    open({
      resendEmail: vi.fn(async () => {
        throw new HttpError(refused, 409, { error: refused });
      }),
    });
    const failed = await rowOf('Redefina sua senha');
    await userEvent.click(within(failed).getByRole('button', { name: /Reenviar o e-mail/ }));
    expect(await screen.findByText(refused)).toBeTruthy();
  });

  it('resends the selected failed e-mails in one go after a confirmation', async () => {
    const dataProvider = open({ updateMany: vi.fn(async () => ({ data: [2] })) });
    const failed = await rowOf('Redefina sua senha');
    await userEvent.click(within(failed).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reenviar os e-mails selecionados?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith(
        'emails',
        expect.objectContaining({ ids: [2], data: { action: 'resend' } }),
      ),
    );
    expect(await screen.findByText('E-mails reenviados: 1.')).toBeTruthy();
  });

  it('says plainly when there is no e-mail yet, keeping the filters', async () => {
    renderAdmin(<EmailList />, { resource: 'emails', methods: fakeDataProvider([]) });
    expect(await screen.findByText(/Nenhum/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 4 })).toBeNull();
    expect(screen.getByLabelText('Situação')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Exportar/ })).toBeNull();
  });

  it('labels the columns, statuses and events in English when the console is', async () => {
    open({}, 'en');
    const failed = await rowOf('Redefina sua senha');
    expect(within(failed).getByText('Password reset')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('11/27/2026, 10:05 AM')).toBeTruthy();
    expect(screen.getByText('Last error')).toBeTruthy();
    expect(within(await rowOf('3 novas remessas')).getByText('New shipment')).toBeTruthy();
  });
});
