import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// Spec §2 client routes, added as each screen is built; /admin/* is the separate react-admin app.
export default [
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.ts'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password/:token', 'routes/reset-password.tsx'),
  // Every page that shows user data, inside the signed-in frame (menu, top bar, session).
  layout('routes/app-layout.tsx', [index('routes/home.tsx')]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
