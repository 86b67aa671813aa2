import { describe, expect, it } from 'vitest';
import { mergePage } from './use-infinite-products.ts';

const product = (id: number) => ({ id, name: `Produto ${id}` }) as never;
const page = (current_page: number, ids: number[]) => ({
  products: ids.map(product),
  paginate: { current_page, per_page: 2, total: 5, last_page: 3 },
});

describe('mergePage (docs/product.md#behaviours)', () => {
  it('replaces the list with page 1 and appends later pages once', () => {
    const shown = [product(1), product(2)];
    expect(mergePage(shown, page(1, [7])).map((p: { id: number }) => p.id)).toEqual([7]);
    expect(mergePage(shown, page(2, [2, 3])).map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
  });
});
