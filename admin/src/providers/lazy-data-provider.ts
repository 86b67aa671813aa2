import type { DataProvider } from 'react-admin';

/**
 * A data provider whose implementation (the resource table and the shared zod schemas it parses
 * with) is fetched on its first call: the login page never calls it, so it never loads it.
 */
export function lazyDataProvider<P extends DataProvider>(load: () => Promise<P>): P {
  let loading: Promise<P> | undefined;
  const provider = () => (loading ??= load());
  return new Proxy({} as P, {
    get: (_target, method) => {
      // react-admin probes for optional methods (e.g. `supportAbortSignal`): say "none" without loading.
      if (typeof method !== 'string' || method === 'then' || method === 'supportAbortSignal')
        return undefined;
      return async (...args: unknown[]) => {
        const real = (await provider()) as unknown as Record<string, (...a: unknown[]) => unknown>;
        const call = real[method];
        if (typeof call !== 'function') throw new Error(`dataProvider.${method} does not exist`);
        return call.apply(real, args);
      };
    },
  });
}
