import { useEffect, useRef } from 'react';
import { focusIsLost } from '@ponte/shared/focus';

const focusIfLost = (id: string) => {
  if (focusIsLost()) document.getElementById(id)?.focus({ preventScroll: true });
};

/**
 * After `key` changes (a new answer, a new page), gives the focus to the element with `id` if the
 * focus was lost; a focus still on a control is the person's and stays. Checked at once and again
 * after the browser's current task (the control may go in a render just after). `fallback` (the
 * page's content) only checks after that task, so a message that takes the focus wins over it. The
 * first render is skipped: loading a page does not move the focus.
 */
export function useFocusWhenLost(id: string, key: unknown, { fallback = false } = {}) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (key === undefined || key === null) return;
    if (!fallback) focusIfLost(id);
    const later = setTimeout(() => focusIfLost(id));
    return () => clearTimeout(later);
  }, [id, key, fallback]);
}
