import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusIsLost } from '@ponte/shared/focus';

/**
 * Gives the focus to the content (react-admin's `#main-content`, as its skip button does) when it fell
 * to the page body. After an action, the button used is often gone: "Salvar" takes the person to the
 * list, a row's "Editar" to the form; a keyboard would otherwise start again from the top of the page.
 */
export function focusContentIfLost() {
  if (!focusIsLost()) return;
  const content = document.getElementById('main-content');
  if (!content) return;
  content.setAttribute('tabIndex', '-1');
  content.focus({ preventScroll: true });
}

/** On every page change after the first, `focusContentIfLost` (decision 049). */
export function useFocusOnPageChange() {
  const { key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusContentIfLost();
  }, [key]);
}
