import {
  Admin,
  CustomRoutes,
  Resource,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
} from 'react-admin';
import { AdminLayout } from './layout/admin-layout.tsx';
import { LoginPage } from './login/login-page.tsx';
import { Dashboard } from './dashboard/dashboard.tsx';
import { clients } from './clients/index.ts';
import { legacyRoutes } from './legacy-routes.tsx';
import { darkTheme, lightTheme } from './theme.ts';

export interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
}

/** The admin console at /admin (DESIGN §2, §9); providers come in so the app is easy to test. */
export function App({ authProvider, dataProvider, i18nProvider }: AppProps) {
  return (
    <Admin
      basename="/admin"
      title="Ponte · Administração"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={AdminLayout}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      <Resource name="clients" {...clients} />
      <CustomRoutes>{legacyRoutes}</CustomRoutes>
    </Admin>
  );
}
