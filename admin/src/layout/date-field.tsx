import { formatDate, formatDateTime, isLocale } from '@ponte/shared/i18n';
import { FunctionField, useLocaleState, type RaRecord } from 'react-admin';

export interface DateFieldProps {
  /** The record's instant, a dotted path allowed (`subscription.trial_ends_at`). */
  source: string;
  /** The hour too (a shipment's moment), not only the day. */
  showTime?: boolean;
  /** What an absent date shows. */
  emptyText?: string;
  label?: string;
  sortable?: boolean;
}


const valueAt = (record: RaRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);

/**
 * react-admin's DateField with the product's one date rule (decision 042): Brasília time whatever the
 * browser's zone, in the console language's format (pt-BR dd/mm/aaaa), exactly as the site shows it.
 * `source`, `label` and `sortable` stay on this element, where lists and `Labeled` read them.
 */
export function DateField({ source, showTime, emptyText = '', label, sortable }: DateFieldProps) {
  const [chosen] = useLocaleState();
  const locale = isLocale(chosen) ? chosen : 'pt-BR';
  return (
    <FunctionField
      source={source}
      label={label}
      sortable={sortable}
      render={(record: RaRecord) => {
        const value = valueAt(record, source);
        if (typeof value !== 'string' || value === '') return emptyText;
        return showTime ? formatDateTime(value, locale) : formatDate(value, locale);
      }}
    />
  );
}
