import { PassThrough, Readable } from 'node:stream';
import { and } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { Product, ProductDownloadRequestSchema, ProductExportFormat } from '@ponte/shared';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { csvField, exportColumns, xlsxValue, type ExportColumn } from './products-export-columns.ts';
import { filterConditions, productBatch, visibleTo, type Viewer } from './products.queries.ts';
import { loggerFor } from '../../lib/logger.ts';

const log = loggerFor('products');

/** Rows per query: big enough to keep round trips few, small enough that a batch is a few hundred KB. */
export const EXPORT_BATCH = 1000;

const CONTENT_TYPES: Record<ProductExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** What a writer waits on between batches: readers slower than the database must slow the reads. */
type Drainable = NodeJS.EventEmitter & { _writableState?: { needDrain?: boolean } };

/** Resolves once `stream` has handed on what it buffered, or the reader (`out`) has gone away. */
function drained(stream: Drainable, out: PassThrough): Promise<void> {
  if (out.destroyed || !stream._writableState?.needDrain) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      out.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    out.on('close', done);
  });
}

interface SheetWriter {
  rows(products: Product[]): Promise<void>;
  end(): Promise<void>;
}

/** Rows per CSV write: keeps each string small enough for V8's young generation. */
const CSV_CHUNK_ROWS = 100;

function csvWriter(out: PassThrough, columns: ExportColumn[]): SheetWriter {
  const header = columns.map((c) => (/[;"]/.test(c.header) ? `"${c.header.replace(/"/g, '""')}"` : c.header));
  // The BOM is what makes Excel pt-BR read the file as UTF-8.
  out.write(`\uFEFF${header.join(';')}\r\n`);
  return {
    async rows(products) {
      for (let i = 0; i < products.length; i += CSV_CHUNK_ROWS) {
        let chunk = '';
        for (const product of products.slice(i, i + CSV_CHUNK_ROWS)) {
          chunk += `${columns.map((c) => csvField(c, product)).join(';')}\r\n`;
        }
        out.write(chunk);
      }
      await drained(out, out);
    },
    async end() {
      out.end();
    },
  };
}

type ExcelJs = typeof ExcelJS;
let excelJs: Promise<ExcelJs> | undefined;
/**
 * exceljs is loaded on the first XLSX export, not at start: its import cost every start ~0.35 s for a
 * download most processes never serve (decision 039). A CommonJS package: import() hands it over as `default`.
 */
const loadExcelJs = () =>
  (excelJs ??= import('exceljs').then((m) => ('default' in m ? (m.default as ExcelJs) : m)));

function xlsxWriter(ExcelJS: ExcelJs, out: PassThrough, columns: ExportColumn[]): SheetWriter {
  // No shared strings: that table would hold every distinct text of the sheet in memory until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('Produtos');
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width,
    style: c.kind === 'money' ? { numFmt: '#,##0.00' } : {},
  }));
  // exceljs feeds the sheet's XML to the zip through a PassThrough it never waits on; compressing is
  // slower than reading, so without waiting on that PassThrough the whole sheet would pile up in memory.
  const zipInput = (sheet as unknown as { stream?: { pipes?: Drainable[] } }).stream?.pipes?.[0];
  return {
    async rows(products) {
      for (const product of products) sheet.addRow(columns.map((c) => xlsxValue(c, product))).commit();
      if (zipInput) await drained(zipInput, out);
      await drained(out, out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * The caller's export as a stream: a client's selection (with their sale price), a supplier's catalogue,
 * or an admin's filter result. Rows are read in keyset batches and written as the reader takes them, so
 * memory holds about one batch whatever the size of the catalogue.
 */
export async function exportProducts(
  db: Queryable,
  viewer: Viewer,
  request: z.output<typeof ProductDownloadRequestSchema>,
  now: Date,
) {
  // The filter is built and the first batch read before the first byte: a refused filter or a failing
  // query is still an ordinary error answer, not a download that breaks off.
  const where = and(await visibleTo(db, viewer, now), ...filterConditions(db, viewer, request.search, request.filter));
  const first = await productBatch(db, viewer, where, 0, EXPORT_BATCH);
  const out = new PassThrough();
  const columns = exportColumns(viewer.role);
  const writer =
    request.format === 'csv' ? csvWriter(out, columns) : xlsxWriter(await loadExcelJs(), out, columns);

  void (async () => {
    try {
      let batch = first;
      for (;;) {
        if (out.destroyed) return;
        await writer.rows(batch);
        if (batch.length < EXPORT_BATCH) break;
        batch = await productBatch(db, viewer, where, batch.at(-1)!.id, EXPORT_BATCH);
      }
      if (!out.destroyed) await writer.end();
    } catch (error) {
      // The answer is already streaming: the download breaks off, and the cause is only in the log.
      log.error({ err: error, format: request.format }, 'product export failed');
      out.destroy(error as Error);
    }
  })();

  return {
    body: Readable.toWeb(out) as ReadableStream<Uint8Array>,
    contentType: CONTENT_TYPES[request.format],
    filename: `produtos-${localDate(now)}.${request.format}`,
  };
}

/** The date as people in Brazil read it on their calendar (AAAA-MM-DD). */
const localDate = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
