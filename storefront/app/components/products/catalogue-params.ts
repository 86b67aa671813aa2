/** The catalogue's filters as they appear in the URL (`/products?search=…&in_stock=1`), browser-safe. */
export const CATALOGUE_PARAMS = ['search', 'category', 'in_stock', 'min_price', 'max_price', 'status', 'marked'] as const;
export type CatalogueParam = (typeof CATALOGUE_PARAMS)[number];
export type CatalogueValues = Record<CatalogueParam, string>;

/** The filter values of a URL (or of a form), '' for the absent ones: what the filter form shows. */
export function catalogueValues(source: { get(name: string): unknown }): CatalogueValues {
  const read = (name: string) => {
    const value = source.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return Object.fromEntries(CATALOGUE_PARAMS.map((name) => [name, read(name)])) as CatalogueValues;
}

/** The same filters with another page: what "Carregar mais" asks for. */
export function pageSearch(values: CatalogueValues, page: number): string {
  const params = new URLSearchParams();
  for (const name of CATALOGUE_PARAMS) if (values[name]) params.set(name, values[name]);
  params.set('page', String(page));
  return `?${params}`;
}
