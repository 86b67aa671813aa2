import { describe, expect, it, vi } from 'vitest';
import { englishLayers } from '../i18n/english-messages.ts';
import { createI18nProvider, DEFAULT_LOCALE, LANGUAGE_CHOICES, startLocale } from './i18n-provider.ts';
import { localeCookie } from './locale-cookie.ts';
import { NOT_ADMIN_MESSAGE } from './auth-provider.ts';

describe('i18n provider', () => {
  it('starts in pt-BR and offers Português and English', () => {
    const i18n = createI18nProvider();
    expect(DEFAULT_LOCALE).toBe('pt-BR');
    expect(i18n.getLocale()).toBe('pt-BR');
    expect(i18n.getLocales?.()).toEqual(LANGUAGE_CHOICES);
    expect(LANGUAGE_CHOICES).toEqual([
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

describe('English, loaded when needed', () => {
  it('starts in English with its messages loaded beforehand (react-admin needs the first ones at once)', () => {
    const i18n = createI18nProvider('en', { englishLayers });
    expect(i18n.translate('ra.auth.sign_in')).toBe('Sign in');
    expect(i18n.translate('Acesso negado')).toBe('Access denied');
    expect(() => createI18nProvider('en')).toThrow(/Promise/);
  });
});

describe('the language shared with the storefront (ponte_lang cookie)', () => {
  it('starts in the cookie’s locale when it is a known one, else pt-BR', () => {
    expect(startLocale('a=1; ponte_lang=en; b=2')).toBe('en');
    expect(startLocale('ponte_lang=pt-BR')).toBe('pt-BR');
    expect(startLocale('ponte_lang=fr')).toBe('pt-BR');
    expect(startLocale('not_ponte_lang=en')).toBe('pt-BR');
    expect(startLocale('')).toBe('pt-BR');
  });

  it('reports each chosen locale, after the messages changed', async () => {
    const onLocaleChange = vi.fn();
    const i18n = createI18nProvider('pt-BR', { onLocaleChange });
    await i18n.changeLocale('en');
    expect(onLocaleChange).toHaveBeenCalledWith('en');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('ra.auth.sign_in')).toBe('Sign in');
  });

  it('writes the cookie the way the storefront does', () => {
    expect(localeCookie('en')).toBe('ponte_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('server sentences in English (decision 060)', () => {
  it('writes the numbers of a pt-BR limit message the English way once English is loaded', async () => {
    const i18n = createI18nProvider('pt-BR');
    expect(
      i18n.translate('Informe um número de até 1.000.000.', { _: 'Informe um número de até 1.000.000.' }),
    ).toBe('Informe um número de até 1.000.000.');
    await i18n.changeLocale('en');
    const money = 'Informe um valor de até R$\u00a010.000.000,00.';
    expect(i18n.translate(money, { _: money }).replace(/\u00a0/g, ' ')).toBe(
      'Enter an amount of at most R$10,000,000.00.',
    );
    expect(i18n.translate('Informe um número de até 1.000.000.')).toBe(
      'Enter a number of at most 1,000,000.',
    );
  });
});
