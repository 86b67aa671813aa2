import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** Reloads the page's loader data every `ms` while `active` (a background job the page shows). */
export function useRevalidateWhile(active: boolean, ms = 2000) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [active, ms, revalidator]);
}
