import { useMemo } from 'react';
import { formatDate } from '@ponte/shared/i18n';
import { useConsoleLocale } from './use-money.ts';

/**
 * Dates in the console's language (pt-BR dd/mm/aaaa): `instant` for a moment the API sends (Brasília's
 * day, as everywhere), `day` for a calendar day it sends as yyyy-mm-dd (a charge's due date). A day has no
 * zone: read as an instant it is midnight UTC, the evening before in Brasília, so it is read at noon UTC.
 */
export function useDates() {
  const locale = useConsoleLocale();
  return useMemo(
    () => ({
      instant: (iso: string) => formatDate(iso, locale),
      day: (yyyyMmDd: string) => formatDate(`${yyyyMmDd}T12:00:00Z`, locale),
    }),
    [locale],
  );
}
