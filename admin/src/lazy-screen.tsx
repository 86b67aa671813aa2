import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { LoadingPage } from 'react-admin';
import { dropStaticLogin } from './login/static-login.ts';

/**
 * Every screen outside the layout's content (login, error pages, the layout itself) comes through here, so
 * the first one to commit removes index.html's static login form (decision 054). Rendered before the
 * screen, its effect runs first: the app is visible again when the screen's `autoFocus` applies.
 */
function StaticLoginGone() {
  useLayoutEffect(() => dropStaticLogin(), []);
  return null;
}

/**
 * A screen loaded on first use, inside its own Suspense boundary (react-admin's loading page
 * meanwhile): the screens outside the layout (login, error pages, the layout itself) have no other.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <StaticLoginGone />
        <Screen {...props} />
      </Suspense>
    );
  };
}
