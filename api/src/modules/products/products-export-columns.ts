import type { Product, Role } from '@ponte/shared';

/** How a value is written: money in reais with two decimals, measures with a decimal comma in CSV. */
export type ColumnKind = 'text' | 'int' | 'money' | 'decimal';

export interface ExportColumn {
  header: string;
  kind: ColumnKind;
  width: number;
  value: (product: Product) => string | number | null | undefined;
}

const all: (ExportColumn & { roles?: Role[] })[] = [
  { header: 'ID', kind: 'int', width: 8, value: (p) => p.id },
  { header: 'ID do fornecedor', kind: 'int', width: 12, value: (p) => p.supplier_id, roles: ['admin'] },
  { header: 'Origem', kind: 'text', width: 10, value: (p) => (p.source === 'bling' ? 'Bling' : 'Manual'), roles: ['admin', 'supplier'] },
  { header: 'ID no Bling', kind: 'text', width: 14, value: (p) => p.external_id, roles: ['admin', 'supplier'] },
  { header: 'SKU', kind: 'text', width: 16, value: (p) => p.sku },
  { header: 'GTIN', kind: 'text', width: 16, value: (p) => p.gtin },
  { header: 'Nome', kind: 'text', width: 40, value: (p) => p.name },
  { header: 'Descrição curta', kind: 'text', width: 40, value: (p) => p.short_description },
  { header: 'Descrição', kind: 'text', width: 60, value: (p) => p.description },
  { header: 'Categoria', kind: 'text', width: 20, value: (p) => p.category },
  { header: 'Preço do fornecedor (R$)', kind: 'money', width: 14, value: (p) => p.price_cents },
  { header: 'Preço sugerido (R$)', kind: 'money', width: 14, value: (p) => p.suggested_price_cents },
  { header: 'Preço de venda (R$)', kind: 'money', width: 14, value: (p) => p.sale_price_cents, roles: ['client'] },
  { header: 'Estoque', kind: 'int', width: 10, value: (p) => p.stock, roles: ['admin', 'supplier'] },
  { header: 'Reservado', kind: 'int', width: 10, value: (p) => p.reserved, roles: ['admin', 'supplier'] },
  { header: 'Disponível', kind: 'int', width: 10, value: (p) => p.available },
  { header: 'Peso (g)', kind: 'int', width: 10, value: (p) => p.weight_grams },
  { header: 'Largura (cm)', kind: 'decimal', width: 10, value: (p) => p.width_cm },
  { header: 'Altura (cm)', kind: 'decimal', width: 10, value: (p) => p.height_cm },
  { header: 'Profundidade (cm)', kind: 'decimal', width: 12, value: (p) => p.depth_cm },
  { header: 'Imagens', kind: 'text', width: 60, value: (p) => p.images.join(' | ') },
  { header: 'Situação', kind: 'text', width: 10, value: (p) => (p.status === 'active' ? 'Ativo' : 'Inativo'), roles: ['admin', 'supplier'] },
];

/** A client exports what a shop import needs (with their own price); suppliers and admins get stock details. */
export const exportColumns = (role: Role): ExportColumn[] => all.filter((c) => !c.roles || c.roles.includes(role));

/** Excel, LibreOffice and Sheets run a cell starting like a formula; a leading apostrophe keeps it text. */
const neutralise = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** One CSV field for Excel pt-BR: decimal comma, `;` separator, quotes only when needed. */
export function csvField(column: ExportColumn, product: Product): string {
  const value = column.value(product);
  if (value === null || value === undefined || value === '') return '';
  let text: string;
  if (column.kind === 'money') text = (Number(value) / 100).toFixed(2).replace('.', ',');
  else if (column.kind === 'decimal') text = String(value).replace('.', ',');
  else if (column.kind === 'int') text = String(value);
  else text = neutralise(String(value));
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One XLSX cell: numbers stay numbers (money in reais) so the sheet can sum them. */
export function xlsxValue(column: ExportColumn, product: Product): string | number | null {
  const value = column.value(product);
  if (value === null || value === undefined || value === '') return null;
  if (column.kind === 'money') return Number(value) / 100;
  return value;
}
