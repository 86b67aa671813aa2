import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Messages } from '../i18n/english-messages.ts';
import { ptBrMessages } from '../i18n/pt-br.ts';
import { resourceMessagesFor } from '../i18n/resource-messages.ts';
import { localeCookie, readLocaleCookie } from './locale-cookie.ts';
import { DEFAULT_LOCALE } from '@ponte/shared/i18n';

export { DEFAULT_LOCALE };
/** The language menu (react-admin's `getLocales`): each language named in itself. */
export const LANGUAGE_CHOICES = [
  { locale: 'pt-BR', name: 'Português' },
  { locale: 'en', name: 'English' },
];

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

/** English (react-admin's messages, the shared catalog), fetched on first use: see english-messages.ts. */
const loadEnglishLayers = () =>
  import('../i18n/english-messages.ts').then((m) => {
    rewriteFilled = m.rewriteFilled;
    return m.englishLayers;
  });

/**
 * The API's sentences arrive filled in pt-BR ("Informe um número de até 1.000."), not as keys: in English
 * a filled catalog template is rewritten with English numbers (decision 060). Loaded with English's
 * layers, so the catalog stays out of the console's first bytes.
 */
let rewriteFilled: ((text: string) => string | undefined) | undefined;

/**
 * Messages of a locale. pt-BR covers every react-admin key (pt-br.test.ts checks it) and a phrase key is
 * its own pt-BR text, so a missing phrase falls through to the key (polyglot `allowMissing`). English
 * needs its layers (`loadEnglishLayers`: react-admin's English messages and the shared catalog).
 */
export function getMessages(locale: string, englishLayers: Messages[] = []): TranslationMessages {
  const layers =
    locale === 'en'
      ? englishLayers
      : [ptBrMessages as unknown as Messages, resourceMessagesFor('pt-BR') as Messages];
  return mergeMessages(...layers) as unknown as TranslationMessages;
}

export interface I18nProviderOptions {
  /** Called with each locale chosen, e.g. to write the shared language cookie. */
  onLocaleChange?: (locale: string) => void;
  /** English's layers, already loaded: required to start in English (react-admin wants them at once). */
  englishLayers?: Messages[];
}

export function createI18nProvider(
  initialLocale: string = DEFAULT_LOCALE,
  options: I18nProviderOptions = {},
): I18nProvider {
  let englishLayers = options.englishLayers;
  const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    if (locale !== 'en' || englishLayers) return getMessages(locale, englishLayers);
    return loadEnglishLayers().then((layers) => {
      englishLayers = layers;
      return getMessages(locale, layers);
    });
  };
  const provider = polyglotI18nProvider(messagesOf, initialLocale, LANGUAGE_CHOICES, { allowMissing: true });
  return {
    ...provider,
    translate: (key, translateOptions) => {
      const text = provider.translate(key, translateOptions);
      return provider.getLocale() === 'en' ? (rewriteFilled?.(text) ?? text) : text;
    },
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
    LANGUAGE_CHOICES.map((l) => l.locale),
  ) ?? DEFAULT_LOCALE;

/**
 * The browser's provider: starts in the cookie's language (English's messages fetched first when that is
 * English) and writes the cookie on each change.
 */
export async function createBrowserI18nProvider(): Promise<I18nProvider> {
  const locale = startLocale(document.cookie);
  return createI18nProvider(locale, {
    englishLayers: locale === 'en' ? await loadEnglishLayers() : undefined,
    onLocaleChange: (chosen) => {
      document.cookie = localeCookie(chosen);
    },
  });
}
