import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { renderAdmin } from '../../test/render-admin.tsx';
import { NotificationPreferencesPage } from './notification-preferences.tsx';

const saved = { email: { admin: true }, locale: 'pt-BR' as const };

function openPage(methods: Record<string, unknown> = {}, locale: 'pt-BR' | 'en' = 'pt-BR') {
  const dataProvider = {
    getNotificationPreferences: vi.fn(async () => ({ data: saved })),
    saveNotificationPreferences: vi.fn(async (data: unknown) => ({ data })),
    ...methods,
  };
  renderAdmin(<NotificationPreferencesPage />, {
    resource: 'notification-preferences',
    methods: dataProvider,
    locale,
  });
  return dataProvider;
}

describe('the admin’s notification preferences', () => {
  it('shows the families the API lists for admins, e-mail on or off, and the e-mails’ language', async () => {
    openPage();
    expect((await screen.findByText('Preferências de notificação')).closest('h6')).toBeTruthy();
    const admin = await screen.findByRole('switch', { name: 'Avisos da administração' });
    expect((admin as HTMLInputElement).checked).toBe(true);
    // Only the admin's family: the site's families are not the console's business.
    expect(screen.queryByRole('switch', { name: 'Remessas e pagamentos' })).toBeNull();
    expect(screen.getByRole('combobox', { name: /Idioma dos e-mails/ }).textContent).toContain('Português');
    expect(screen.getByText('Notificações no app são sempre exibidas.')).toBeTruthy();
  });

  it('saves what changed and says so', async () => {
    const dataProvider = openPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Avisos da administração' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Idioma dos e-mails/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(dataProvider.saveNotificationPreferences).toHaveBeenCalledWith({
        email: { admin: false },
        locale: 'en',
      }),
    );
    expect(await screen.findByText('Preferências salvas.')).toBeTruthy();
    // Saved: the form holds the saved values and has nothing left to save.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Salvar' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('shows the API’s refusal and keeps what was typed', async () => {
    openPage({
      saveNotificationPreferences: vi.fn(async () => {
        throw new HttpError('O serviço está indisponível.', 503, { error: 'O serviço está indisponível.' });
      }),
    });
    const admin = await screen.findByRole('switch', { name: 'Avisos da administração' });
    await userEvent.click(admin);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O serviço está indisponível.')).toBeTruthy();
    expect((admin as HTMLInputElement).checked).toBe(false);
  });

  it('says when the preferences cannot be loaded, with a way to try again', async () => {
    const getNotificationPreferences = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('O serviço está indisponível.', 503, {}))
      .mockResolvedValue({ data: saved });
    openPage({ getNotificationPreferences });
    expect(await screen.findByText(/Não foi possível carregar as preferências\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('switch', { name: 'Avisos da administração' })).toBeTruthy();
  });

  it('is in English when the console is', async () => {
    openPage({}, 'en');
    expect(await screen.findByText('Notification preferences')).toBeTruthy();
    expect(await screen.findByRole('switch', { name: 'Administration notices' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Language of the e-mails/ })).toBeTruthy();
  });
});
