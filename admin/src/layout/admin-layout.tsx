import { useEffect, type ReactNode } from 'react';
import { Layout, useLocaleState } from 'react-admin';

/** react-admin's layout, keeping `<html lang>` in step with the chosen locale for screen readers. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <Layout>{children}</Layout>;
}
