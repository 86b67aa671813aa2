import { Navigate, Route } from 'react-router-dom';
import { useBasename } from 'react-admin';

/** A redirect inside the admin: the router is not based at /admin, react-admin's basename is. */
function RedirectInAdmin({ to }: { to: string }) {
  return <Navigate to={`${useBasename()}${to}`} replace />;
}

/**
 * The spec's admin paths (product-spec §2) that differ from react-admin's, kept working as
 * redirects (DESIGN §9). Later resources add theirs (/listplans, /client/:id, ...).
 */
export const legacyRoutes = [
  <Route key="dashboard" path="/dashboard" element={<RedirectInAdmin to="/" />} />,
];
