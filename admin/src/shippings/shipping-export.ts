import { downloadCSV, useTranslate, type Exporter } from 'react-admin';
import { formatDateTime } from '@ponte/shared/i18n';
import { formatBRL, PAYMENT_STATUS_LABELS, SHIPPING_STATUS_LABELS, type Shipping } from '@ponte/shared';

const partyName = (party: Shipping['client']) => `${party.name} ${party.last_name}`.trim();

/** dd/mm/aaaa hh:mm in Brasília time, the product's one date rule (decision 042). */
const dateTime = { format: (at: Date) => formatDateTime(at, 'pt-BR') };

/** One CSV cell: quoted when it holds the separator, a quote or a line break. */
const cell = (value: string | number) => {
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The CSV rows of `shippings`: headers in the admin's language, values as the screen shows them
 * (names, status labels, R$ and dd/mm/aaaa rather than ids, codes, centavos and ISO dates). Semicolons,
 * as a spreadsheet in a Brazilian locale expects, since the decimal comma is taken.
 */
export function shippingsCsv(shippings: Shipping[], translate: (key: string) => string): string {
  const field = (name: string) => translate(`resources.shippings.fields.${name}`);
  const header = [
    'id',
    'client',
    'supplier',
    'status',
    'payment_status',
    'paid_at',
    'orders_count',
    'items_count',
    'total_cents',
    'created_at',
  ].map(field);
  const rows = shippings.map((s) => [
    s.id,
    partyName(s.client),
    partyName(s.supplier),
    translate(SHIPPING_STATUS_LABELS[s.status]),
    translate(PAYMENT_STATUS_LABELS[s.payment_status]),
    s.paid_at ? dateTime.format(new Date(s.paid_at)) : '',
    s.orders_count,
    s.items_count,
    formatBRL(s.total_cents),
    dateTime.format(new Date(s.created_at)),
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n');
}

/**
 * The list's exporter: react-admin's ExportButton hands it every shipment the current filters and sort
 * select. A BOM first, so that spreadsheets read the accents as UTF-8.
 */
export function useShippingExporter(): Exporter<Shipping> {
  const translate = useTranslate();
  return (shippings) => downloadCSV(`\ufeff${shippingsCsv(shippings, translate)}`, 'remessas');
}
