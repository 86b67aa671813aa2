import { useEffect, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { useT } from '../../utils/i18n.ts';
import styles from './progress-bar.module.css';

/** Shorter waits show nothing: a bar that flashes on every quick navigation is noise. */
const PROGRESS_DELAY_MS = 250;

/**
 * Whether the site has been working for longer than `PROGRESS_DELAY_MS`: a navigation (page change,
 * filters, a form) and, with `fetchers`, an in-place action or a list loading more.
 */
export function useBusy({ fetchers = true }: { fetchers?: boolean } = {}): boolean {
  const navigation = useNavigation();
  const running = useFetchers();
  const working = navigation.state !== 'idle' || (fetchers && running.some((f) => f.state !== 'idle'));
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!working) return;
    const timer = setTimeout(() => setLate(true), PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [working]);
  return working && late;
}

/** The thin bar at the top of every page while the site works (after the delay above). */
export function ProgressBar() {
  const t = useT();
  const busy = useBusy();
  if (!busy) return null;
  return <div role="progressbar" aria-label={t('Carregando')} className={styles.bar} />;
}
