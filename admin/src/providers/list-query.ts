import { HttpError, type GetListParams, type GetListResult, type RaRecord } from 'react-admin';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '@ponte/shared/constants';
import type { z } from 'zod';

/** Shown when a list asks the API for a sort or filter it does not have (a stale bookmarked URL, say). */
export const BAD_LIST_QUERY = 'Esta lista não pode ser ordenada ou filtrada assim.';

/** The API's paginate body (docs/product.md#pagination) before a resource's own schema checks its sort and filter. */
export interface PaginateBody {
  page: number;
  per_page: number;
  sort?: string;
  order: 'asc' | 'desc';
  search?: string;
  filter?: Record<string, unknown>;
}

/** Splits react-admin's filter into the free-text search (`q`) and the rest. */
export function splitFilter(filter: GetListParams['filter']) {
  const { q, ...rest } = (filter ?? {}) as Record<string, unknown>;
  const search = typeof q === 'string' && q.trim() ? q.trim() : undefined;
  return { search, rest };
}

/**
 * react-admin's list params as the API's paginate body, checked with the resource's shared schema:
 * a sort field or filter the API does not know fails here, with a sentence, before any request.
 */
export function toPaginateBody<S extends z.ZodType>(schema: S, params: GetListParams): z.output<S> {
  const { pagination, sort } = params;
  const { search, rest } = splitFilter(params.filter);
  const body: PaginateBody = {
    page: pagination?.page ?? 1,
    per_page: Math.min(pagination?.perPage ?? PER_PAGE_DEFAULT, PER_PAGE_MAX),
    order: sort?.order === 'DESC' ? 'desc' : 'asc',
  };
  if (sort?.field) body.sort = sort.field;
  if (search) body.search = search;
  if (Object.keys(rest).length > 0) body.filter = rest;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(BAD_LIST_QUERY, 400, { error: BAD_LIST_QUERY });
  return parsed.data;
}

/** Lower case without accents: "Conteúdo" is found by "conteudo". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** `a.b.c` inside a record. */
function valueAt(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'pt-BR', { sensitivity: 'base', numeric: true });
}

const matches = (value: unknown, wanted: unknown) =>
  Array.isArray(wanted) ? wanted.some((w) => String(w) === String(value)) : String(wanted) === String(value);

/**
 * Sorting, filtering and paging in the browser, for the API's plain lists (plans, content,
 * configuration, ERP connections): small sets the API answers whole. `q` searches `searchText`.
 */
export function listInBrowser<R extends RaRecord>(
  records: R[],
  params: GetListParams,
  searchText: (record: R) => string,
): GetListResult<R> {
  const { search, rest } = splitFilter(params.filter);
  let found = records.filter((record) =>
    Object.entries(rest).every(([field, wanted]) => matches(valueAt(record, field), wanted)),
  );
  if (search) {
    const needle = fold(search);
    found = found.filter((record) => fold(searchText(record)).includes(needle));
  }
  const { field, order } = params.sort ?? { field: '', order: 'ASC' };
  if (field) {
    const direction = order === 'DESC' ? -1 : 1;
    found = [...found].sort((a, b) => {
      const [x, y] = [valueAt(a, field), valueAt(b, field)];
      // Empty values go last whichever the direction.
      if (x == null || y == null) return Number(x == null) - Number(y == null);
      return direction * compare(x, y);
    });
  }
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? found.length;
  return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length };
}
