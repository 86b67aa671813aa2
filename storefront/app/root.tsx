import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
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
import { theme } from './theme.ts';
import { requestLocale, useT } from './utils/i18n.ts';
import type { Route } from './+types/root';

export const meta: Route.MetaFunction = () => [{ title: 'Ponte' }];

/** The interface language (DESIGN §9), from the `ponte_lang` cookie; `useT()` and `<html lang>` follow it. */
export function loader({ request }: Route.LoaderArgs) {
  return { locale: requestLocale(request) };
}

/** The document around every page and around the error boundary, so both get the theme. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={root?.locale ?? 'pt-BR'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Spec §8: any failure to load shows the generic message (never a stack trace). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <CenteredMessage title={t('Página não encontrada')} />;
  }
  if (import.meta.env.DEV) console.error(error);
  return <CenteredMessage title={t('Algo deu errado, entre em contato com os desenvolvedores')} />;
}
