import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { lazyDataProvider } from './lazy-data-provider.ts';

describe('lazy data provider', () => {
  it('loads the real provider on the first call only, and forwards every call to it', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const load = vi.fn(async () => ({ getList }) as unknown as DataProvider);
    const dataProvider = lazyDataProvider(load);

    expect(load).not.toHaveBeenCalled();
    expect(dataProvider.supportAbortSignal).toBeUndefined();
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    await expect(dataProvider.getList('clients', params)).resolves.toEqual({ data: [], total: 0 });
    await dataProvider.getList('products', params);

    expect(load).toHaveBeenCalledOnce();
    expect(getList).toHaveBeenNthCalledWith(1, 'clients', params);
    expect(getList).toHaveBeenNthCalledWith(2, 'products', params);
  });

  it('rejects a method the real provider does not have', async () => {
    const dataProvider = lazyDataProvider(async () => ({}) as DataProvider);
    await expect(
      (dataProvider as unknown as Record<string, () => Promise<unknown>>).nothing!(),
    ).rejects.toThrow('dataProvider.nothing does not exist');
  });
});
