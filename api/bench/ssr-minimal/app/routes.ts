import { route, type RouteConfig } from '@react-router/dev/routes';

export default [route('bench/minimal', 'routes/products.tsx')] satisfies RouteConfig;
