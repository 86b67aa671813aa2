import {
  fieldErrors,
  ProductListQuerySchema,
  readMoney,
  type ProductFilter,
} from '@ponte/shared';
import type { Locale } from '@ponte/shared/i18n';
import { signedInGated, type SignedInArgs } from '../../utils/signed-in.server.ts';
import { catalogueList, type CatalogueList } from './catalogue-item.ts';
import { catalogueValues, type CatalogueParam, type CatalogueValues } from './catalogue-params.ts';

/** A multiple of 2, 3 and 4: full rows of cards at every width. */
const CATALOGUE_PER_PAGE = 24;

/** API error keys (`filter.max_price_cents`) as the filter form's field names. */
const FIELD_OF: Record<string, CatalogueParam> = {
  search: 'search',
  category: 'category',
  in_stock: 'in_stock',
  min_price_cents: 'min_price',
  max_price_cents: 'max_price',
  status: 'status',
  marked: 'marked',
};

export type FieldErrors = Record<string, string[]>;

function formErrors(errors: Record<string, string[]> = {}): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = FIELD_OF[key.split('.').at(-1) ?? ''] ?? '_';
    (mapped[field] ??= []).push(...messages);
  }
  return mapped;
}

/** The URL's filters as the API's search and filter, or the messages of what cannot be read. */
export function catalogueFilter(values: CatalogueValues, locale: Locale = 'pt-BR') {
  const errors: FieldErrors = {};
  const money = (name: 'min_price' | 'max_price') => {
    const reading = readMoney(values[name], locale);
    if (!reading.ok) errors[name] = [reading.error];
    return reading.ok ? (reading.value ?? undefined) : undefined;
  };
  const filter: ProductFilter = {
    category: values.category || undefined,
    in_stock: values.in_stock === '1' ? true : undefined,
    min_price_cents: money('min_price'),
    max_price_cents: money('max_price'),
    status: values.status === 'active' || values.status === 'inactive' ? values.status : undefined,
    marked: values.marked === '1' ? true : undefined,
  };
  return { search: values.search || undefined, filter, errors };
}

const emptyList = (page: number): CatalogueList => ({
  products: [],
  paginate: { current_page: page, per_page: CATALOGUE_PER_PAGE, total: 0, last_page: 1 },
});

/**
 * One page of the catalogue for the filters in `params`. Refused filters (here or by the API) come back
 * as field errors beside an empty list; 402 is an empty page (the layout shows the subscription dialog).
 */
export async function loadCatalogue(args: SignedInArgs, params: URLSearchParams, locale: Locale = 'pt-BR') {
  const values = catalogueValues(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const { search, filter, errors } = catalogueFilter(values, locale);
  const parsed = ProductListQuerySchema.safeParse({ page, per_page: CATALOGUE_PER_PAGE, search, filter });
  const withErrors = (fields: FieldErrors) => ({ errors: fields, list: emptyList(page) });
  const answer = await signedInGated(
    args,
    async (api) => {
      if (!Object.keys(errors).length && parsed.success) {
        return { errors: {}, list: catalogueList(await api.products.paginate(parsed.data)) };
      }
      const issues = parsed.success ? {} : formErrors(fieldErrors(parsed.error.issues));
      for (const [field, messages] of Object.entries(issues)) (errors[field] ??= []).push(...messages);
      return withErrors(errors);
    },
    {
      // Spec (docs/product.md#site-screens): /products without a session goes to /, whatever its filters.
      signedOut: '/',
      refused: (error) => {
        if (error.status !== 422) throw error;
        return { inactive: false as const, data: withErrors(formErrors(error.body.errors)) };
      },
    },
  );
  if (answer.inactive) return { inactive: true, values, errors: {}, list: emptyList(page) };
  return { inactive: false, values, ...answer.data };
}

export type CatalogueData = Awaited<ReturnType<typeof loadCatalogue>>;
