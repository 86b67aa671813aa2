import { Navigate, Route, useParams } from 'react-router-dom';
import { useBasename } from 'react-admin';

type Target = (id: string | undefined) => string;

/**
 * The spec's admin paths (docs/product.md#admin-console) that differ from react-admin's, and where each now lives
 * (decision 019). A form path with an id edits that record; without one it creates, except where the
 * spec lands on it after an action, which is the list.
 */
const LEGACY_REDIRECTS: { path: string; to: Target }[] = [
  { path: '/listplans', to: () => '/plans' },
  { path: '/create/plans/:id?', to: (id) => (id ? `/plans/${id}` : '/plans/create') },
  { path: '/client/:id?', to: (id) => (id ? `/clients/${id}` : '/clients') },
  { path: '/listconfig', to: () => '/config' },
  { path: '/config/view/:id?', to: (id) => (id ? `/config/${id}` : '/config') },
  { path: '/content', to: () => '/contents' },
  { path: '/content/view/:id?', to: (id) => (id ? `/contents/${id}` : '/contents/create') },
  { path: '/shipping', to: () => '/shippings' },
  { path: '/shipping/view/:id', to: (id) => `/shippings/${id}/show` },
];

/** A redirect inside the admin: the router is not based at /admin, react-admin's basename is. */
function RedirectInAdmin({ to }: { to: Target }) {
  const { id } = useParams();
  return <Navigate to={`${useBasename()}${to(id)}`} replace />;
}

export const legacyRoutes = LEGACY_REDIRECTS.map(({ path, to }) => (
  <Route key={path} path={path} element={<RedirectInAdmin to={to} />} />
));
