import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';

/** A bare document: no styles, no fonts, only what React Router itself needs to hydrate. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
