import { useEffect, useRef } from 'react';
import { useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Spinner } from '../ui/progress.tsx';

/**
 * The end of the list: when it scrolls into view the next page loads (IntersectionObserver); the
 * "Carregar mais" link is the same request for keyboards, and without JavaScript it opens the next page.
 */
export function LoadMore({
  page,
  hasMore,
  loading,
  nextSearch,
  onLoadMore,
}: {
  page: number;
  hasMore: boolean;
  loading: boolean;
  nextSearch: string;
  onLoadMore: () => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  // A new observer per page: it reports at once whether the end is still in view after the append.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, page]);

  if (!hasMore) return null;
  return (
    <div
      ref={sentinel}
      className="row justify-center items-center gap-2"
      style={{ paddingBlock: 'var(--space-2)' }}
    >
      {/* The link stays while the page loads (a spinner beside it): replacing it would drop the keyboard focus. */}
      <ButtonLink
        to={nextSearch}
        preventScrollReset
        variant="outlined"
        aria-disabled={loading || undefined}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          if (!loading) onLoadMore();
        }}
      >
        {t('Carregar mais')}
      </ButtonLink>
      {loading ? <Spinner size={32} aria-label={t('Carregando produtos')} /> : null}
    </div>
  );
}
