import sanitizeHtml from 'sanitize-html';
import { isValidGtin } from '@ponte/shared';
import { sanitizeContentHtml } from '../contents/sanitize.ts';
import type { products } from '../products/products.table.ts';
import type { BlingListItem, BlingProductDetail } from './bling-types.ts';

/**
 * The product columns a Bling product sets (decision 017); the rest (category, suggested price, reserved)
 * stay ours. The one list that the mapping below, the change check and the upsert (bling-products.ts) all
 * follow: a column added here and not mapped, or mapped and not added here, does not compile.
 */
export const BLING_SYNCED_COLUMNS = [
  'sku',
  'name',
  'description',
  'short_description',
  'gtin',
  'price_cents',
  'stock',
  'weight_grams',
  'width_cm',
  'height_cm',
  'depth_cm',
  'images',
  'status',
] as const satisfies readonly (keyof ProductRow)[];
export type BlingSyncedColumn = (typeof BLING_SYNCED_COLUMNS)[number];

type ProductRow = typeof products.$inferSelect;

/** A Bling product as a row of ours: its Bling id and the synced columns. */
export type MappedProduct = { external_id: string } & { [K in BlingSyncedColumn]: ProductRow[K] };

// The limits of the manual product form (shared ProductCreateSchema), so a synced product is one a supplier could save.
const MAX = { name: 200, sku: 60, short: 500, description: 20_000, images: 20, url: 2000 };
const MAX_CENTS = 1_000_000_000;
const MAX_UNITS = 10_000_000;
const MAX_MEASURE = 100_000;

/** PostgreSQL text cannot hold NUL; other control characters have no place in a product either. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point of this one
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;
const clean = (value: unknown): string =>
  typeof value === 'string' ? value.replace(CONTROL, '').trim() : '';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Plain text of a bit of HTML: tags dropped, entities read, spaces collapsed. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<(br|\/p|\/li|\/div)\b[^>]*>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
const number = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/** Bling states dimensions in metres (0), centimetres (1, the default) or millimetres (2). */
const CM_PER_UNIT: Record<number, number> = { 0: 100, 1: 1, 2: 0.1 };

function measureCm(value: unknown, unit: unknown): number | null {
  const n = number(value);
  if (!Number.isFinite(n) || n <= 0) return null;
  const factor = CM_PER_UNIT[number(unit)] ?? 1;
  return clamp(Math.round(n * factor * 100) / 100, MAX_MEASURE);
}

function weightGrams(detail: BlingProductDetail): number | null {
  const kg = [detail.pesoBruto, detail.pesoLiquido].map(number).find((n) => Number.isFinite(n) && n > 0);
  return kg === undefined ? null : clamp(Math.round(kg * 1000), MAX_UNITS) || null;
}

/** Available units: Bling's saldoVirtualTotal (physical minus Bling's reservations), whole and never negative. */
export function stockUnits(value: unknown): number {
  const n = number(value);
  return Number.isFinite(n) ? clamp(Math.floor(n), MAX_UNITS) : 0;
}

export function priceCents(value: unknown): number {
  const n = number(value);
  return Number.isFinite(n) ? clamp(Math.round(n * 100), MAX_CENTS) : 0;
}

/** Bling's own order (internas by `ordem`), then external links; https only, as the product form requires. */
function imageLinks(detail: BlingProductDetail): string[] {
  const images = detail.midia?.imagens;
  const internas = [...(images?.internas ?? [])].sort((a, b) => (a.ordem ?? 0) - (b.ordem ?? 0));
  const links = [...internas, ...(images?.externas ?? [])].map((image) => clean(image.link));
  if (links.length === 0) links.push(clean(detail.imagemURL));
  const safe = links.filter(
    (link) => link.length <= MAX.url && /^https:\/\/\S+$/i.test(link) && URL.canParse(link),
  );
  return [...new Set(safe)].slice(0, MAX.images);
}

function description(detail: BlingProductDetail): string | null {
  const source = clean(detail.descricaoComplementar) || clean(detail.descricaoCurta);
  if (!source) return null;
  // Cut before sanitizing, so the sanitizer closes whatever the cut left open.
  const html = sanitizeContentHtml(source.slice(0, MAX.description));
  return html.slice(0, MAX.description) || null;
}

/** Whether a list item is something a client can buy: not a service, not the parent of variations. */
export function isImportable(item: BlingListItem): boolean {
  if (item.id === undefined || item.id === null || item.id === '') return false;
  if (item.tipo === 'S' || item.tipo === 'N') return false;
  return item.formato !== 'V';
}

/** A Bling product detail as product columns; `stock` overrides the total when a deposit is chosen. */
export function mapBlingProduct(detail: BlingProductDetail, stock?: number): MappedProduct {
  const externalId = String(detail.id);
  const shortText = htmlToText(clean(detail.descricaoCurta)).slice(0, MAX.short);
  const gtin = clean(detail.gtin).replace(/\s/g, '');
  return {
    external_id: externalId,
    sku: clean(detail.codigo).slice(0, MAX.sku) || null,
    name: (clean(detail.nome) || clean(detail.codigo) || `Produto ${externalId}`).slice(0, MAX.name),
    description: description(detail),
    short_description: shortText || null,
    gtin: gtin && isValidGtin(gtin) ? gtin : null,
    price_cents: priceCents(detail.preco),
    stock: stock ?? stockUnits(detail.estoque?.saldoVirtualTotal),
    weight_grams: weightGrams(detail),
    width_cm: measureCm(detail.dimensoes?.largura, detail.dimensoes?.unidadeMedida),
    height_cm: measureCm(detail.dimensoes?.altura, detail.dimensoes?.unidadeMedida),
    depth_cm: measureCm(detail.dimensoes?.profundidade, detail.dimensoes?.unidadeMedida),
    images: imageLinks(detail),
    status: detail.situacao === 'A' ? 'active' : 'inactive',
  };
}
