import { lazy } from 'react';
import { Route } from 'react-router-dom';
import {
  AdminContext,
  CustomRoutes,
  Resource,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { ConsoleUI } from './console-ui.tsx';
import { DashboardRedirect } from './layout/dashboard-redirect.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { clients } from './clients/index.ts';
import { products } from './products/index.ts';
import { shippings } from './shippings/index.ts';
import { erp } from './erp/index.ts';
import { plans } from './plans/index.ts';
import { subscriptions } from './subscriptions/index.ts';
import { contents } from './contents/index.ts';
import { config } from './config/index.ts';
import { emails } from './emails/index.ts';
import { legacyRoutes } from './legacy-routes.tsx';
import { darkTheme, lightTheme } from './theme.ts';

/**
 * The login form (react-hook-form, react-admin's inputs) is a chunk of its own: a signed-in admin opening
 * the console never downloads it; main.tsx fetches it at once when the browser holds no session.
 */
export const loadLoginPage = () => import('./login/login-page.tsx').then((m) => m.LoginPage);
const LoginPage = lazyScreen(loadLoginPage);

const Dashboard = lazy(() => import('./dashboard/dashboard.tsx').then((m) => ({ default: m.Dashboard })));
const NotificationPreferences = lazy(() =>
  import('./notifications/notification-preferences.tsx').then((m) => ({
    default: m.NotificationPreferencesPage,
  })),
);

export interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  store?: Store;
}

/** The admin console at /admin (docs/product.md#admin-console); providers come in so the app is easy to test. */
export function App({ authProvider, dataProvider, i18nProvider, store }: AppProps) {
  return (
    // react-admin's <Admin> is AdminContext + AdminUI; ConsoleUI is AdminUI without its eager defaults.
    <AdminContext
      basename="/admin"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
    >
      <ConsoleUI
        title="Ponte · Administração"
        loginPage={LoginPage}
        dashboard={DashboardRedirect}
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
        <Resource name="emails" {...emails} />
        <CustomRoutes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/notification-preferences" element={<NotificationPreferences />} />
        </CustomRoutes>
        <CustomRoutes noLayout>{legacyRoutes}</CustomRoutes>
      </ConsoleUI>
    </AdminContext>
  );
}
