import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingPage } from 'react-admin';

/**
 * A screen loaded on first use, inside its own Suspense boundary (react-admin's loading page
 * meanwhile): the screens outside the layout (login, error pages, the layout itself) have no other.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
