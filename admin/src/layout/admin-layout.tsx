import { useEffect, type ReactNode } from 'react';
import { Layout, useLocaleState } from 'react-admin';
import { AdminAppBar } from './admin-app-bar.tsx';
import { AdminMenu } from './admin-menu.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { useFocusOnPageChange } from './use-focus-on-page-change.ts';

/**
 * react-admin's layout (its Suspense boundary shows a spinner while a lazy screen loads) with the
 * spec's menu, keeping `<html lang>` in step with the chosen locale for screen readers and the tab's
 * title in step with the page's.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useDocumentTitle();
  useFocusOnPageChange();
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      {children}
    </Layout>
  );
}
