import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { UNMATCHED_ROUTE } from './access-log.ts';

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

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
  return (pathname) => {
    if (pathname === '/__manifest') return pathname;
    const data = pathname.endsWith('.data');
    const page = data ? pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : pathname;
    const matches = matchRoutes(tree, page);
    if (!matches) return UNMATCHED_ROUTE;
    const segments = matches.flatMap((match) => match.route.path?.split('/').filter(Boolean) ?? []);
    return `/${segments.join('/')}${data ? '.data' : ''}`;
  };
}
