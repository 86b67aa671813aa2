/**
 * The login form that `admin/index.html` paints before any JavaScript (decision 054): the same card, labels
 * and colours as react-admin's, so a signed-out visitor sees the form at once instead of a blank page while
 * ~220 kB of script arrive. The app stays hidden (`display: none` while the form is in the page) until its
 * first screen commits; `lazyScreen` then removes the form in the same frame, and the login page takes
 * over what was typed. A signed-in admin's page never has it (the host leaves it out when the browser holds
 * a session's XSRF cookie, api/src/admin-index.ts).
 */
const STATIC_LOGIN_ID = 'static-login';

/** What the visitor did in the static form: the values, the field they were in, a submit held back. */
export interface StaticLoginState {
  email: string;
  password: string;
  focused: 'email' | 'password' | null;
  /** Set by public/static-login.js, which holds a submit made before the app arrived. */
  submitted: boolean;
}

let takenOver: StaticLoginState | null = null;

function readStaticLogin(root: HTMLElement, doc: Document): StaticLoginState {
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const email = field('email');
  const password = field('password');
  const active = doc.activeElement;
  return {
    email: email?.value ?? '',
    password: password?.value ?? '',
    focused: active && active === password ? 'password' : active && active === email ? 'email' : null,
    submitted: root.querySelector('form')?.dataset.submitted === 'true',
  };
}

/**
 * Removes the static form (the app's first screen is committing), keeping what the visitor did in it for
 * `takeStaticLogin`. Read at this moment, not earlier: the visitor may type until the very last frame.
 */
export function dropStaticLogin(doc: Document = document) {
  const root = doc.getElementById(STATIC_LOGIN_ID);
  if (!root) return;
  takenOver = readStaticLogin(root, doc);
  root.remove();
}

/** What the static form held when it was removed, once (null when there was none, or after the first call). */
export function takeStaticLogin(): StaticLoginState | null {
  const state = takenOver;
  takenOver = null;
  return state;
}
