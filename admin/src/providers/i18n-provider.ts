import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en as sharedPhrasesEn } from '@ponte/shared/i18n';
import { ptBrMessages } from '../i18n/pt-br.ts';
import { resourceMessages } from '../i18n/resource-messages.ts';
import { localeCookie, readLocaleCookie } from './locale-cookie.ts';

export const DEFAULT_LOCALE = 'pt-BR';
export const LOCALES = [
  { locale: 'pt-BR', name: 'Português' },
  { locale: 'en', name: 'English' },
];

type Messages = { [key: string]: string | Messages };

function mergeMessages(...layers: Messages[]): Messages {
  const merged: Messages = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      const below = merged[key];
      merged[key] =
        typeof value === 'object' && typeof below === 'object' ? mergeMessages(below, value) : value;
    }
  }
  return merged;
}

/** The shared catalog writes placeholders as `{name}`, polyglot as `%{name}`. */
const toPolyglot = (text: string) => text.replace(/\{(\w+)\}/g, '%{$1}');

/** Phrase-keyed catalog (pt-BR phrase -> English) as polyglot phrases, keys included. */
export const phrasesAsPolyglot = (catalog: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalog).map(([pt, en]) => [toPolyglot(pt), toPolyglot(en)]));

/**
 * Messages of a locale, over English so nothing ever shows a raw `ra.*` key. In pt-BR a phrase key
 * is its own text, so a missing phrase falls through to the key (polyglot `allowMissing`).
 */
export function getMessages(locale: string): TranslationMessages {
  const english = englishMessages as unknown as Messages;
  const layers =
    locale === 'en'
      ? [english, resourceMessages.en, phrasesAsPolyglot(sharedPhrasesEn)]
      : [english, ptBrMessages, resourceMessages['pt-BR']];
  return mergeMessages(...(layers as Messages[])) as unknown as TranslationMessages;
}

export interface I18nProviderOptions {
  /** Called with each locale chosen, e.g. to write the shared language cookie. */
  onLocaleChange?: (locale: string) => void;
}

export function createI18nProvider(
  initialLocale: string = DEFAULT_LOCALE,
  options: I18nProviderOptions = {},
): I18nProvider {
  const provider = polyglotI18nProvider(getMessages, initialLocale, LOCALES, { allowMissing: true });
  return {
    ...provider,
    changeLocale: async (locale, changeOptions) => {
      await provider.changeLocale(locale, changeOptions);
      options.onLocaleChange?.(locale);
    },
  };
}

/** The locale to start in: the shared cookie's, else pt-BR. */
export const startLocale = (cookies: string) =>
  readLocaleCookie(
    cookies,
    LOCALES.map((l) => l.locale),
  ) ?? DEFAULT_LOCALE;

/** The browser's provider: starts in the cookie's language and writes the cookie on each change. */
export const createBrowserI18nProvider = () =>
  createI18nProvider(startLocale(document.cookie), {
    onLocaleChange: (locale) => {
      document.cookie = localeCookie(locale);
    },
  });
