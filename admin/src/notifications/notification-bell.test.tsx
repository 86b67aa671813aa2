import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import type { Notification } from '@ponte/shared';
import { renderAdmin } from '../../test/render-admin.tsx';
import type { UnreadPoll } from './notification-api.ts';
import { NotificationBell } from './notification-bell.tsx';
import { POLL_INTERVAL_MS } from './use-notifications.ts';

const awaiting: Notification = {
  id: 41,
  kind: 'subscription.awaiting_approval',
  params: { subscription_id: 12, user_name: 'Joana Lima', plan_name: 'Revenda Mensal' },
  read: false,
  created_at: '2026-11-27T13:05:00.000Z',
};
const registered: Notification = {
  id: 40,
  kind: 'users.registered',
  params: { user_id: 9, user_name: 'Carlos Reis', role: 'supplier' },
  read: true,
  created_at: '2026-11-26T10:00:00.000Z',
};

const changed = (count: number, latest: number | null = 41, etag = `"u-${count}"`): UnreadPoll => ({
  changed: true,
  etag,
  data: { unread_count: count, latest_id: latest },
});

function openBell(methods: Record<string, unknown> = {}, locale: 'pt-BR' | 'en' = 'pt-BR') {
  const dataProvider = {
    getUnreadNotifications: vi.fn(async () => changed(1)),
    getNotifications: vi.fn(async () => ({ data: [awaiting, registered], unreadCount: 1 })),
    markNotificationsRead: vi.fn(async () => ({ unreadCount: 0 })),
    ...methods,
  };
  const view = renderAdmin(<NotificationBell />, { resource: 'dashboard', methods: dataProvider, locale });
  return { ...view, dataProvider };
}

afterEach(() => vi.useRealTimers());

describe('the console’s bell', () => {
  it('names the unread count and lists the latest with their words, date and unread mark', async () => {
    openBell();
    const bell = await screen.findByRole('button', { name: 'Notificações, 1 não lida' });
    expect(bell.textContent).toContain('1');
    await userEvent.click(bell);

    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    const first = await within(panel).findByRole('link', { name: /Assinatura aguardando aprovação/ });
    expect(first.textContent).toContain('Joana Lima pediu o plano Revenda Mensal.');
    expect(first.textContent).toContain('27/11/2026 10:05');
    expect(first.textContent).toContain('Não lida');
    const second = within(panel).getByRole('link', { name: /Novo fornecedor cadastrado/ });
    expect(second.textContent).not.toContain('Não lida');
    expect(
      within(panel).getByRole('link', { name: 'Preferências de notificação' }).getAttribute('href'),
    ).toBe('/notification-preferences');
  });

  it('opens the notification’s console page inside the app and marks it read with a POST', async () => {
    const { dataProvider, pathname } = openBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações, 1 não lida' }));
    const link = await screen.findByRole('link', { name: /Assinatura aguardando aprovação/ });
    expect(link.getAttribute('href')).toBe('/subscriptions');

    await userEvent.click(link);
    await waitFor(() => expect(pathname()).toBe('/subscriptions'));
    expect(dataProvider.markNotificationsRead).toHaveBeenCalledWith({ ids: [41] });
  });

  it('marks all read: the count drops to none at once', async () => {
    const { dataProvider } = openBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações, 1 não lida' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    expect(dataProvider.markNotificationsRead).toHaveBeenCalledWith({ all: true });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Marcar todas como lidas' }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notificações, nenhuma não lida' })).toBeTruthy();
  });

  it('says so when a mark fails, and keeps the count', async () => {
    openBell({
      markNotificationsRead: vi.fn(async () => {
        throw new HttpError('O serviço está indisponível.', 503, { error: 'O serviço está indisponível.' });
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações, 1 não lida' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByText('O serviço está indisponível.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notificações, 1 não lida' })).toBeTruthy();
  });

  it('polls every 30 s with the last ETag and announces a new notification politely', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const polls = [changed(1, 41, '"a"'), { changed: false } as UnreadPoll, changed(3, 43, '"b"')];
    const getUnreadNotifications = vi.fn(async () => polls.shift() ?? ({ changed: false } as UnreadPoll));
    openBell({ getUnreadNotifications });
    await screen.findByRole('button', { name: 'Notificações, 1 não lida' });
    expect(getUnreadNotifications).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status').textContent).toBe('');

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    await waitFor(() => expect(getUnreadNotifications).toHaveBeenCalledTimes(2));
    expect(getUnreadNotifications).toHaveBeenLastCalledWith('"a"');
    expect(screen.getByRole('button', { name: 'Notificações, 1 não lida' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(await screen.findByRole('button', { name: 'Notificações, 3 não lidas' })).toBeTruthy();
    expect(getUnreadNotifications).toHaveBeenLastCalledWith('"a"');
    expect(screen.getByRole('status').textContent).toBe('Novas notificações: 3 não lidas.');
  });

  it('asks again as soon as the tab becomes visible', async () => {
    const getUnreadNotifications = vi
      .fn<() => Promise<UnreadPoll>>()
      .mockResolvedValueOnce(changed(0, null))
      .mockResolvedValue(changed(1, 41));
    openBell({ getUnreadNotifications });
    await screen.findByRole('button', { name: 'Notificações, nenhuma não lida' });
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('button', { name: 'Notificações, 1 não lida' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nova notificação: 1 não lida.'));
  });

  it('keeps the last count when a poll fails', async () => {
    const getUnreadNotifications = vi
      .fn<() => Promise<UnreadPoll>>()
      .mockResolvedValueOnce(changed(2))
      .mockRejectedValue(new HttpError('Sem conexão com o servidor.', 0, {}));
    openBell({ getUnreadNotifications });
    await screen.findByRole('button', { name: 'Notificações, 2 não lidas' });
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(getUnreadNotifications).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Notificações, 2 não lidas' })).toBeTruthy();
  });

  it('shows a failed list with a way to try again, and an empty one as such', async () => {
    const getNotifications = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('O serviço está indisponível.', 503, {}))
      .mockResolvedValue({ data: [], unreadCount: 0 });
    openBell({ getUnreadNotifications: vi.fn(async () => changed(0, null)), getNotifications });
    fireEvent.click(await screen.findByRole('button', { name: 'Notificações, nenhuma não lida' }));
    expect(await screen.findByText('Não foi possível carregar as notificações.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma notificação')).toBeTruthy();
  });

  it('speaks the console’s language', async () => {
    openBell({}, 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const first = await within(panel).findByRole('link', { name: /Subscription awaiting approval/ });
    expect(first.textContent).toContain('Joana Lima requested the Revenda Mensal plan.');
    expect(first.textContent).toContain('Unread');
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
  });
});
