import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { UNMATCHED_ROUTE } from './access-log.ts';

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

/** Paths whose pattern is kept (a few hundred bytes each at most). */
const KNOWN_PATHS = 1000;

function routeTree(routes: ManifestRoute[], parentId: string | undefined): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
    );
}

/**
 * The storefront's route patterns (`/produtos/:id`), from the build's route manifest, so page requests are
 * logged and measured by pattern, like the API's (decision 031). Data requests (`/x.data`, single fetch)
 * keep their suffix.
 */
export function storefrontRoutePattern(build: Pick<ServerBuild, 'routes'>): (pathname: string) => string {
  const tree = routeTree(
    Object.values(build.routes).filter((route) => route !== undefined),
    undefined,
  );
  const patternOf = (pathname: string) => {
    if (pathname === '/__manifest') return pathname;
    const data = pathname.endsWith('.data');
    const page = data ? pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : pathname;
    const matches = matchRoutes(tree, page);
    if (!matches) return UNMATCHED_ROUTE;
    const segments = matches.flatMap((match) => match.route.path?.split('/').filter(Boolean) ?? []);
    return `/${segments.join('/')}${data ? '.data' : ''}`;
  };
  // `matchRoutes` flattens, ranks and compiles the whole tree on every call (~350 µs, 5–7% of a page's CPU),
  // so the answers for the paths last seen are kept; the oldest goes first.
  const known = new Map<string, string>();
  return (pathname) => {
    let pattern = known.get(pathname);
    if (pattern === undefined) {
      pattern = patternOf(pathname);
      if (known.size >= KNOWN_PATHS) known.delete(known.keys().next().value!);
      known.set(pathname, pattern);
    }
    return pattern;
  };
}
