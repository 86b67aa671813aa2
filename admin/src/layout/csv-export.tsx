import { useCallback } from 'react';
import { ExportButton, useTranslate, type Exporter, type RaRecord } from 'react-admin';

/** One column of an exported list: its pt-BR header (a phrase key) and the text of a record's cell. */
export interface CsvColumn<R> {
  header: string;
  /** `translate` turns a label (phrase key, e.g. a choice's name) into the current language. */
  value: (record: R, translate: (phrase: string) => string) => string | number | null | undefined;
}

/**
 * The most rows one export takes: react-admin asks for them as one page and the data provider reads
 * them from the API a page at a time (decision 045).
 */
const EXPORT_MAX_ROWS = 10_000;

const SEPARATOR = ';';
const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * CSV as a Brazilian spreadsheet opens it: `;` between cells (the comma is the decimal separator in
 * "R$ 1.234,56"), CRLF lines, and a byte-order mark so Excel reads the accents as UTF-8.
 */
function toCsv<R>(records: R[], columns: CsvColumn<R>[], translate: (phrase: string) => string) {
  const lines = [
    columns.map((column) => cell(translate(column.header))).join(SEPARATOR),
    ...records.map((record) =>
      columns.map((column) => cell(column.value(record, translate))).join(SEPARATOR),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** dd-mm-aaaa for file names (a slash cannot be in one). */
const today = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(now.getDate())}-${two(now.getMonth() + 1)}-${now.getFullYear()}`;
};

/** Saves `text` as `<name>.csv` in the browser's downloads. */
function saveCsv(text: string, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  link.download = `${name}.csv`;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/**
 * react-admin's exporter for a list: the rows of the current filter and order (react-admin asks for
 * them) as a pt-BR CSV named `<file>-dd-mm-aaaa.csv`. `columns` may translate labels themselves.
 */
function useCsvExporter<R extends RaRecord>(file: string, columns: CsvColumn<R>[]): Exporter<R> {
  const translate = useTranslate();
  return useCallback(
    (records: R[]) =>
      saveCsv(
        toCsv(records, columns, (phrase) => translate(phrase)),
        `${file}-${today()}`,
      ),
    [columns, file, translate],
  );
}

/** react-admin's "Exportar" with a pt-BR CSV exporter and room for a whole list. */
export function CsvExportButton<R extends RaRecord>({
  file,
  columns,
}: {
  file: string;
  columns: CsvColumn<R>[];
}) {
  const exporter = useCsvExporter(file, columns);
  return <ExportButton exporter={exporter as Exporter} maxResults={EXPORT_MAX_ROWS} />;
}
