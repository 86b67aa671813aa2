/**
 * True when nothing holds the keyboard focus: the element that had it was removed by the re-render an
 * action caused (a form keyed by the saved version, a button whose step is done, a screen that went away),
 * so Chromium left it on the page body and the next Tab would start over from the top. Both apps then hand
 * the focus to what the person is working on (decision 060). Framework-free: `@ponte/shared/focus`.
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
