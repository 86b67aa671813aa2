import { useLocaleState } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@ponte/shared/i18n';

/** react-admin's current locale as the shared catalog's `Locale`, for the `@ponte/shared/ui` pieces. */
export function useSharedLocale(): Locale {
  const [locale] = useLocaleState();
  return (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : DEFAULT_LOCALE;
}
