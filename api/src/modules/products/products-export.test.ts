import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { EXPORT_BATCH } from './products-export.ts';
import { insertProduct, signUpCast, type Cast } from './products-fixtures.ts';
import { products, selections } from './products.table.ts';

let t: TestApp;
let cast: Cast;
let panela: number;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpCast(t);
  panela = (await insertProduct(t.db, cast.supplier.user.id, {
    name: 'Panela "Premium"; 5 L',
    sku: '=HYPERLINK("x")',
    description: 'Linha 1\nLinha 2',
    price_cents: 123456,
    suggested_price_cents: 150000,
    stock: 7,
    width_cm: 30.5,
    images: ['https://cdn.exemplo.com/a.jpg', 'https://cdn.exemplo.com/b.jpg'],
  })).id;
  await insertProduct(t.db, cast.supplier.user.id, { name: 'Não selecionado' });
  await insertProduct(t.db, cast.otherSupplier.user.id, { name: 'De outro fornecedor' });
  await t.db.insert(selections).values({ client_id: cast.client.user.id, product_id: panela, sale_price_cents: 199990 });
});
afterAll(() => t.close());

async function download(token: string, body: unknown, path = '/api/v1/products/download/') {
  const response = await t.app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A strict reader for what we write: `;` fields, `"` quoting with doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ';') {
      record.push(field);
      field = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else {
      field += ch;
    }
  }
  return records;
}

const rowsByHeader = (records: string[][]) =>
  records.slice(1).map((r) => Object.fromEntries(records[0]!.map((h, i) => [h, r[i]])));

describe('POST /api/v1/products/download/', () => {
  it("exports a client's selection as CSV for Excel pt-BR, with their sale price", async () => {
    const { response, bytes } = await download(cast.client.token, { format: 'csv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="produtos-${today}.csv"`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const records = parseCsv(text);
    expect(records[0]!.slice(0, 4)).toEqual(['ID', 'SKU', 'GTIN', 'Nome']);
    expect(records[0]).toContain('Preço de venda (R$)');
    expect(records[0]).not.toContain('Estoque');
    const rows = rowsByHeader(records);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ID: String(panela),
      Nome: 'Panela "Premium"; 5 L',
      // A formula-looking value stays text in a spreadsheet.
      SKU: `'=HYPERLINK("x")`,
      Descrição: 'Linha 1\nLinha 2',
      'Preço do fornecedor (R$)': '1234,56',
      'Preço de venda (R$)': '1999,90',
      'Largura (cm)': '30,5',
      Disponível: '7',
      Imagens: 'https://cdn.exemplo.com/a.jpg | https://cdn.exemplo.com/b.jpg',
    });
  });

  it("exports a supplier's own catalogue, and an admin's filter result, without the trailing slash too", async () => {
    const supplier = await download(cast.supplier.token, { format: 'csv' }, '/api/v1/products/download');
    const supplierRows = rowsByHeader(parseCsv(supplier.bytes.toString('utf8').slice(1)));
    expect(supplierRows.map((r) => r.Nome).sort()).toEqual(['Não selecionado', 'Panela "Premium"; 5 L']);
    expect(supplierRows[0]).toHaveProperty('Estoque');
    expect(supplierRows[0]).not.toHaveProperty('Preço de venda (R$)');
    const admin = await download(cast.admin.token, {
      format: 'csv',
      search: 'fornecedor',
      filter: { supplier_id: cast.otherSupplier.user.id },
    });
    const adminRows = rowsByHeader(parseCsv(admin.bytes.toString('utf8').slice(1)));
    expect(adminRows.map((r) => r.Nome)).toEqual(['De outro fornecedor']);
    expect(adminRows[0]!['ID do fornecedor']).toBe(String(cast.otherSupplier.user.id));
  });

  it('exports XLSX that reads back with numbers in reais', async () => {
    const { response, bytes } = await download(cast.client.token, { format: 'xlsx' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/filename="produtos-\d{4}-\d\d-\d\d\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Produtos')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Nome');
    const column = (name: string) => header.indexOf(name) + 1;
    const row = sheet.getRow(2);
    expect(row.getCell(column('Nome')).value).toBe('Panela "Premium"; 5 L');
    expect(row.getCell(column('Preço de venda (R$)')).value).toBe(1999.9);
    expect(row.getCell(column('Preço do fornecedor (R$)')).value).toBe(1234.56);
    expect(sheet.rowCount).toBe(2);
  });

  it('reads across several batches without losing or repeating a row', async () => {
    const count = EXPORT_BATCH + 5;
    await t.db.insert(products).values(
      Array.from({ length: count }, (_, i) => ({ supplier_id: cast.otherSupplier.user.id, name: `Lote ${i}`, price_cents: 100 })),
    );
    const { bytes } = await download(cast.otherSupplier.token, { format: 'csv', search: 'Lote' });
    const rows = rowsByHeader(parseCsv(bytes.toString('utf8').slice(1)));
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r) => r.ID)).size).toBe(count);
  });

  it('answers 402 without a subscription, 401 without a session, 422/400 for bad bodies', async () => {
    await expect(t.api(cast.unpaidClient.token).products.download({ format: 'csv' })).rejects.toMatchObject({ status: 402 });
    await expect(t.api().products.download({ format: 'csv' })).rejects.toMatchObject({ status: 401 });
    // Bodies the types refuse on purpose.
    for (const body of [{}, { format: 'pdf' }, { format: 'csv', filter: { nope: 1 } }, { format: 'csv', extra: 1 }]) {
      const res = await t.call('POST', '/api/v1/products/download/', { token: cast.admin.token, body });
      expect(res.status).toBe(422);
      expect(res.body.errors).toBeDefined();
    }
    const marked = t.api(cast.supplier.token).products.download({ format: 'csv', filter: { marked: true } });
    await expect(marked).rejects.toMatchObject({ status: 422 });
    expect((await t.call('POST', '/api/v1/products/download/', { token: cast.admin.token, raw: 'csv' })).status).toBe(400);
  });
});
