import type { ComponentType, ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { CoreAdminUI, LoadingPage, Notification, type CoreAdminUIProps } from 'react-admin';
import { lazyScreen } from './lazy-screen.tsx';

type ErrorProps = CoreAdminUIProps['error'] extends ComponentType<infer P> | undefined ? P : never;

// The signed-in shell (app bar, menus, side bar, react-admin's configurable layout) and the error pages
// load after login: the login page needs none of them (decision 037).
const AdminLayout = lazyScreen<{ children: ReactNode }>(() =>
  import('./layout/admin-layout.tsx').then((m) => m.AdminLayout),
);
const ErrorPage = lazyScreen<ErrorProps>(() => import('./layout/error-pages.ts').then((m) => m.Error));
const NotFound = lazyScreen<object>(() => import('./layout/error-pages.ts').then((m) => m.NotFound));
const AuthenticationError = lazyScreen<object>(() =>
  import('./layout/error-pages.ts').then((m) => m.AuthenticationError),
);
const AccessDenied = lazyScreen<object>(() => import('./layout/error-pages.ts').then((m) => m.AccessDenied));

export type ConsoleUIProps = Omit<
  CoreAdminUIProps,
  'layout' | 'loading' | 'error' | 'catchAll' | 'authenticationError' | 'accessDenied'
>;

/**
 * react-admin's `AdminUI` (baseline CSS, routes, notifications) without its eager defaults: `AdminUI`
 * imports the default layout, error and not-found pages statically, which put MUI's drawer, menus,
 * tooltips and Popper in the login page's first download even though the console replaces them.
 */
export function ConsoleUI({ children, ...props }: ConsoleUIProps) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        {...props}
        layout={AdminLayout}
        loading={LoadingPage}
        error={ErrorPage}
        catchAll={NotFound}
        authenticationError={AuthenticationError}
        accessDenied={AccessDenied}
      >
        {children}
      </CoreAdminUI>
      <Notification />
    </CssBaseline>
  );
}
