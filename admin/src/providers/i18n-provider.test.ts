import { describe, expect, it } from 'vitest';
import { createI18nProvider, DEFAULT_LOCALE, LOCALES } from './i18n-provider.ts';
import { NOT_ADMIN_MESSAGE } from './auth-provider.ts';

describe('i18n provider', () => {
  it('starts in pt-BR and offers Português and English', () => {
    const i18n = createI18nProvider();
    expect(DEFAULT_LOCALE).toBe('pt-BR');
    expect(i18n.getLocale()).toBe('pt-BR');
    expect(i18n.getLocales?.()).toEqual(LOCALES);
    expect(LOCALES).toEqual([
      { locale: 'pt-BR', name: 'Português' },
      { locale: 'en', name: 'English' },
    ]);
  });

  it('translates react-admin messages, resources and phrases in pt-BR', () => {
    const i18n = createI18nProvider('pt-BR');
    expect(i18n.translate('ra.auth.sign_in')).toBe('Entrar');
    expect(
      i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 20, total: 42 }),
    ).toBe('1-20 de 42');
    expect(i18n.translate('resources.clients.name', { smart_count: 2 })).toBe('Clientes');
    // A phrase key is its own pt-BR text, placeholders filled.
    expect(i18n.translate('Olá, %{name}', { name: 'Ana' })).toBe('Olá, Ana');
  });

  it('switches to English, where phrases come from the shared catalog and the admin phrases', async () => {
    const i18n = createI18nProvider('pt-BR');
    await i18n.changeLocale('en');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('ra.auth.sign_in')).toBe('Sign in');
    expect(i18n.translate('Acesso negado')).toBe('Access denied');
    expect(i18n.translate('Olá, %{name}', { name: 'Ana' })).toBe('Hello, Ana');
    expect(i18n.translate(NOT_ADMIN_MESSAGE)).toMatch(/administrators only/);
    expect(i18n.translate('resources.clients.name', { smart_count: 1 })).toBe('Client');
  });
});
