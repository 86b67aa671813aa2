import { Navigate } from 'react-router-dom';
import { useBasename } from 'react-admin';

/** react-admin's home ("/") is the spec's /admin/dashboard, where the dashboard lives. */
export function DashboardRedirect() {
  return <Navigate to={`${useBasename()}/dashboard`} replace />;
}
