import { describe, expect, it } from 'vitest';
import { storefrontRoutePattern } from './storefront-routes.ts';

// The shape of a React Router build's manifest (storefront/app/routes.ts), without the modules.
const routes = {
  root: { id: 'root', path: '' },
  'routes/login': { id: 'routes/login', parentId: 'root', path: 'login' },
  'routes/app-layout': { id: 'routes/app-layout', parentId: 'root' },
  'routes/home': { id: 'routes/home', parentId: 'routes/app-layout', index: true },
  'routes/product': { id: 'routes/product', parentId: 'routes/app-layout', path: 'product/:id?' },
  'routes/shipping-view': {
    id: 'routes/shipping-view',
    parentId: 'routes/app-layout',
    path: 'shipping/view/:id',
  },
  'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*' },
};

describe('storefrontRoutePattern', () => {
  const patternOf = storefrontRoutePattern({ routes } as never);

  it('names a page by its route pattern, never by the ids in its path', () => {
    expect(patternOf('/')).toBe('/');
    expect(patternOf('/login')).toBe('/login');
    expect(patternOf('/product/123')).toBe('/product/:id?');
    expect(patternOf('/shipping/view/9')).toBe('/shipping/view/:id');
    expect(patternOf('/no/such/page/42')).toBe('/*');
  });

  it("keeps data requests apart (React Router's single fetch)", () => {
    expect(patternOf('/shipping/view/9.data')).toBe('/shipping/view/:id.data');
    expect(patternOf('/_root.data')).toBe('/.data');
  });

  it('answers the same for a path seen before, after more distinct paths than it keeps', () => {
    const fresh = storefrontRoutePattern({ routes } as never);
    expect(fresh('/product/1')).toBe('/product/:id?');
    for (let id = 2; id <= 2500; id += 1) expect(fresh(`/shipping/view/${id}`)).toBe('/shipping/view/:id');
    expect(fresh('/product/1')).toBe('/product/:id?');
    expect(fresh('/login')).toBe('/login');
  });
});
