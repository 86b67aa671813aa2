import { useLayoutEffect, useRef, type ReactElement, type RefObject } from 'react';
import { focusIsLost } from '@ponte/shared/focus';
import { focusContentIfLost } from './use-focus-on-page-change.ts';

/**
 * Wraps a control that an action makes disappear (a row's "Aprovar" once the subscription is active):
 * if it has the keyboard focus when it goes, the focus moves to the next control of its row (or the
 * page's content) instead of falling to the page body (decision 049). `children` gets the ref.
 */
export function HandFocusOn({
  children,
}: {
  children: (ref: RefObject<HTMLButtonElement | null>) => ReactElement;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    // A layout cleanup of a removed component runs before its DOM goes: the focus is still readable.
    return () => {
      if (!element || document.activeElement !== element) return;
      const row = element.closest('tr, li');
      setTimeout(() => {
        if (!focusIsLost()) return;
        const next = row?.isConnected
          ? (row.querySelector<HTMLElement>('button') ?? row.querySelector<HTMLElement>('a[href], input'))
          : null;
        if (next) next.focus();
        else focusContentIfLost();
      });
    };
  }, []);
  return children(ref);
}
