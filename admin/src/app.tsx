import { lazy } from 'react';
import { Route } from 'react-router-dom';
import {
  Admin,
  CustomRoutes,
  Resource,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { AdminLayout } from './layout/admin-layout.tsx';
import { DashboardRedirect } from './layout/dashboard-redirect.tsx';
import { LoginPage } from './login/login-page.tsx';
import { clients } from './clients/index.ts';
import { products } from './products/index.ts';
import { shippings } from './shippings/index.ts';
import { erp } from './erp/index.ts';
import { plans } from './plans/index.ts';
import { subscriptions } from './subscriptions/index.ts';
import { contents } from './contents/index.ts';
import { config } from './config/index.ts';
import { legacyRoutes } from './legacy-routes.tsx';
import { darkTheme, lightTheme } from './theme.ts';

const Dashboard = lazy(() => import('./dashboard/dashboard.tsx').then((m) => ({ default: m.Dashboard })));

export interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  store?: Store;
}

/** The admin console at /admin (DESIGN §2, §9); providers come in so the app is easy to test. */
export function App({ authProvider, dataProvider, i18nProvider, store }: AppProps) {
  return (
    <Admin
      basename="/admin"
      title="Ponte · Administração"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      loginPage={LoginPage}
      dashboard={DashboardRedirect}
      layout={AdminLayout}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      <Resource name="clients" {...clients} />
      <Resource name="products" {...products} />
      <Resource name="shippings" {...shippings} />
      <Resource name="erp" {...erp} />
      <Resource name="plans" {...plans} />
      <Resource name="subscriptions" {...subscriptions} />
      <Resource name="contents" {...contents} />
      <Resource name="config" {...config} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
      </CustomRoutes>
      <CustomRoutes noLayout>{legacyRoutes}</CustomRoutes>
    </Admin>
  );
}
