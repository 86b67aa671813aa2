import { useEffect } from 'react';

const CONSOLE_TITLE = 'Ponte · Administração';

/**
 * The browser tab says which page is open: react-admin writes each page's title (a list's name, a
 * record, "Página não encontrada") into the app bar's `#react-admin-title`; this copies it into
 * `document.title`, so the tab, the history and screen readers name the page as the app bar does.
 */
export function useDocumentTitle() {
  useEffect(() => {
    const bar = document.getElementById('react-admin-title');
    const sync = () => {
      const text = bar?.textContent?.trim();
      document.title = text ? `${text} · ${CONSOLE_TITLE}` : CONSOLE_TITLE;
    };
    sync();
    if (!bar) return undefined;
    const observer = new MutationObserver(sync);
    observer.observe(bar, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
}
