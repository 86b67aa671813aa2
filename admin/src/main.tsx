import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app.tsx';
import { createAdminApiClient } from './providers/api-client.ts';
import { createAuthProvider } from './providers/auth-provider.ts';
import { createDataProvider } from './providers/data-provider.ts';
import { createI18nProvider } from './providers/i18n-provider.ts';

const client = createAdminApiClient();
const app = (
  <App
    authProvider={createAuthProvider(client)}
    dataProvider={createDataProvider(client)}
    i18nProvider={createI18nProvider()}
  />
);
// Real URLs under /admin (react-admin would otherwise use a hash router); a data router, so that
// react-admin can block navigation away from unsaved forms.
const router = createBrowserRouter([{ path: '/admin/*', element: app }]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
