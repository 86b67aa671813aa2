import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The site's routes (docs/product.md#site-screens), added as each screen is built; /admin/* is the separate react-admin app.
export default [
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.ts'),
  route('set-language', 'routes/set-language.ts'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password/:token', 'routes/reset-password.tsx'),
  // An e-mail's unsubscribe link works signed out (decision 058).
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  // Every page that shows user data, inside the signed-in frame (menu, top bar, session).
  layout('routes/app-layout.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/download', 'routes/products-download.ts'),
    route('product/:id?', 'routes/product.tsx'),
    route('shipping', 'routes/shipping.tsx'),
    route('shipping/new', 'routes/shipping-new.tsx'),
    route('shipping/view/:id', 'routes/shipping-view.tsx'),
    route('cep/:cep', 'routes/cep.ts'),
    route('plans/:renew?', 'routes/plans.tsx'),
    route('viewcontent', 'routes/viewcontent.tsx'),
    route('viewcontent/view/:id?', 'routes/content-view.tsx', { id: 'routes/viewcontent-view' }),
    route('content/view/:id?', 'routes/content-view.tsx', { id: 'routes/content-view' }),
    route('profile', 'routes/profile.tsx'),
    route('erp', 'routes/erp.tsx'),
    route('notifications', 'routes/notifications.tsx'),
    route('notifications/preferences', 'routes/notifications-preferences.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
