import type { CatalogueItem, CatalogueList } from './catalogue-item.ts';
import { useCallback, useState } from 'react';
import { useFetcher } from 'react-router';
import { pageSearch, type CatalogueValues } from './catalogue-params.ts';

/** Spec (docs/product.md#behaviours): page 1 replaces the list; later pages append (a product already shown is not repeated). */
export function mergePage(shown: CatalogueItem[], page: CatalogueList): CatalogueItem[] {
  if (page.paginate.current_page === 1) return page.products;
  const ids = new Set(shown.map((p) => p.id));
  return [...shown, ...page.products.filter((p) => !ids.has(p.id))];
}

interface ListState {
  /** The loader answer and the last fetched page already merged in, to merge each only once. */
  source: CatalogueList;
  merged: unknown;
  products: CatalogueItem[];
  paginate: CatalogueList['paginate'];
}

/**
 * The catalogue as it grows: the loader's page, plus the pages a fetcher loads from the same loader
 * (`?page=n` with the same filters). A new loader answer (filters changed) starts over.
 */
export function useInfiniteProducts(first: CatalogueList, values: CatalogueValues) {
  const fetcher = useFetcher<{ list: CatalogueList }>();
  const [state, setState] = useState<ListState>(() => ({
    source: first,
    merged: undefined,
    products: first.products,
    paginate: first.paginate,
  }));

  // Adjusting state while rendering (React's documented pattern) avoids a frame showing stale items.
  let current = state;
  if (state.source !== first) {
    current = { source: first, merged: fetcher.data, products: first.products, paginate: first.paginate };
    setState(current);
  } else if (fetcher.data && fetcher.data !== state.merged) {
    const page = fetcher.data.list;
    current = { ...state, merged: fetcher.data, products: mergePage(state.products, page), paginate: page.paginate };
    setState(current);
  }

  const { current_page, last_page } = current.paginate;
  const hasMore = current_page < last_page;
  const nextSearch = pageSearch(values, current_page + 1);
  const loading = fetcher.state !== 'idle';

  const loadMore = () => {
    if (hasMore && fetcher.state === 'idle') void fetcher.load(`/products${nextSearch}`);
  };

  const patch = useCallback((id: number, change: Partial<CatalogueItem>) => {
    setState((s) => ({ ...s, products: s.products.map((p) => (p.id === id ? { ...p, ...change } : p)) }));
  }, []);

  const remove = useCallback((id: number) => {
    setState((s) => ({
      ...s,
      products: s.products.filter((p) => p.id !== id),
      paginate: { ...s.paginate, total: Math.max(0, s.paginate.total - 1) },
    }));
  }, []);

  return { products: current.products, paginate: current.paginate, hasMore, nextSearch, loading, loadMore, patch, remove };
}
