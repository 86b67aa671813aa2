import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { CenteredMessage } from './components/centered-message.tsx';
import { failureMessage } from './components/route-error.tsx';
import { ProgressBar } from './components/ui/progress-bar.tsx';
import globalStyles from './styles/global.css?url';
import { requestLocale, useT } from './utils/i18n.ts';
import type { Route } from './+types/root';

export const meta: Route.MetaFunction = () => [{ title: 'Ponte' }];

/** The global stylesheet (tokens, reset, typography, layout classes; decision 038) and the favicon. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: globalStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

const DESCRIPTION =
  'Ponte conecta fornecedores e revendedores: catálogo sincronizado com o Bling, seleção de produtos com seu preço e remessas.';

/** The interface language (docs/product.md#language-and-theme), from the `ponte_lang` cookie; `useT()` and `<html lang>` follow it. */
export function loader({ request }: Route.LoaderArgs) {
  return { locale: requestLocale(request) };
}

/** The document around every page and around the error boundary, so both get the styles. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={root?.locale ?? 'pt-BR'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Here, not in `meta`: a page's own `meta` replaces the root's, and every page shares this. */}
        <meta name="description" content={t(DESCRIPTION)} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Every page, signed in or not, under the bar that shows the site working (a navigation, a form). */
export default function App() {
  return (
    <>
      <ProgressBar />
      <Outlet />
    </>
  );
}

/** Spec (docs/product.md#messages): any failure to load shows the generic message (never a stack trace). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <CenteredMessage title={t('Página não encontrada')} />;
  }
  if (import.meta.env.DEV) console.error(error);
  // The API unreachable or restarting, the connection (never "Failed to fetch"), or the spec's sentence.
  return <CenteredMessage title={t(failureMessage(error))} />;
}
