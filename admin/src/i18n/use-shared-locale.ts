import { useLocaleState } from 'react-admin';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@ponte/shared/i18n';

/** react-admin's current locale as the shared catalog's `Locale`, for the `@ponte/shared/ui` pieces. */
export function useSharedLocale(): Locale {
  const [locale] = useLocaleState();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
