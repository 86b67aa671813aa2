import { formatDate, type Locale } from '@ponte/shared/i18n';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date the payments API sends, dd/mm/aaaa: an instant (a Pix code's expiry, a grace period's end) in
 * Brasília's day, as every date; a calendar day (yyyy-mm-dd, a due date) has no zone and is read at noon
 * UTC, since at midnight UTC it would be the evening before in Brasília (admin/src/layout/use-dates.ts).
 */
export const formatDay = (value: string, locale: Locale) =>
  formatDate(CALENDAR_DAY.test(value) ? `${value}T12:00:00Z` : value, locale);
