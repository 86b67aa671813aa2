import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Reloads the page's loader data every `ms` while `active` (a background job or a payment the page
 * shows). A hidden tab is not asked for (nobody sees it); it catches up at once when shown again.
 */
export function useRevalidateWhile(active: boolean, ms = 2000) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const revalidate = () => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') {
        void revalidator.revalidate();
      }
    };
    const timer = setInterval(revalidate, ms);
    document.addEventListener('visibilitychange', revalidate);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', revalidate);
    };
  }, [active, ms, revalidator]);
}
