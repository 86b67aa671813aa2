import { useEffect, useState } from 'react';

/**
 * A module fetched the first time it is needed, then kept (decision 047): Base UI's dialog and menu are
 * about a third of a signed-in page's JavaScript, and a first paint shows none of them open.
 */
export interface LazyPart<T> {
  /** Starts the download (a hover or focus on a trigger, say); the same promise every time. */
  load: () => Promise<T>;
  /** The module once it has arrived. */
  current: () => T | undefined;
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again on the next need.
        pending = undefined;
        throw error;
      },
    ));
  return { load, current: () => module };
}

/** The part's module once `wanted` has been true (and it arrived); `undefined` until then, and on the server. */
export function useLazyPart<T>(part: LazyPart<T>, wanted: boolean): T | undefined {
  const [module, setModule] = useState<{ value: T } | undefined>(() => {
    const value = part.current();
    return value ? { value } : undefined;
  });
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    part.load().then(
      (value) => live && setModule({ value }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [part, wanted, module]);
  return module?.value;
}
