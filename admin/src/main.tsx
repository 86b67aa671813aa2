import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { localStorageStore } from 'react-admin';
import { XSRF_COOKIE } from '@ponte/shared/constants';
import { App, loadLoginPage } from './app.tsx';
import { createAuthApi } from './providers/auth-api.ts';
import { createAuthProvider } from './providers/auth-provider.ts';
import { readCookie } from '@ponte/shared/cookies';
import { createHttpClient } from './providers/http-client.ts';
import { createBrowserI18nProvider } from './providers/i18n-provider.ts';
import { lazyDataProvider } from './providers/lazy-data-provider.ts';

// No XSRF cookie, no session (every sign-in sets both): the login page will show, so its chunk is fetched
// now, alongside the session check, rather than after it.
if (!readCookie(document.cookie, XSRF_COOKIE)) void loadLoginPage();

// English's messages, when the language cookie asks for it, come first: react-admin starts with them.
const i18nProvider = await createBrowserI18nProvider();
// The language cookie, shared with the storefront, wins over the locale react-admin remembered.
const store = localStorageStore(undefined, 'Ponte');
store.setItem('locale', i18nProvider.getLocale());

// The data provider (and the zod schemas it parses answers with) loads after login, not before.
const dataProvider = lazyDataProvider(() =>
  import('./providers/data-provider.ts').then((m) => m.createDataProvider()),
);

const app = (
  <App
    authProvider={createAuthProvider(createAuthApi(createHttpClient()))}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    store={store}
  />
);
// Real URLs under /admin (react-admin would otherwise use a hash router); a data router, so that
// react-admin can block navigation away from unsaved forms.
const router = createBrowserRouter([{ path: '/admin/*', element: app }]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
// between them, instead of one long task (what Lighthouse counts as blocking time, decision 054).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
