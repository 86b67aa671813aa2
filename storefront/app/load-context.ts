import { RouterContextProvider } from 'react-router';

/** What the host hands each request (docs/product.md#topology); see the augmentation below. */
export interface HostValues {
  /** The API's in-process handler; absolute URLs such as `http://ponte.internal/api/...` work with it. */
  apiFetch?: typeof fetch;
  /**
   * This response's Content-Security-Policy nonce (the host sets the header, decision 026): every
   * <script> and <style> the page carries must have it. Absent in `npm run dev` (no CSP there).
   */
  cspNonce?: string;
}

/*
 * With `future.v8_middleware` (react-router.config.ts) loaders and actions receive React Router's
 * request context, a RouterContextProvider, which the host creates per request (api/src/host.ts) with
 * its two values set as plain fields. In the one-process mode `apiFetch` is the API's own fetch handler,
 * so loaders reach the API without a network hop; without it (`npm run dev`, or the storefront as its own
 * service) the API is called over HTTP at `API_URL`. Values the app itself shares within a request (the
 * current session) use typed keys from `createContext` instead (utils/session.server.ts).
 */
declare module 'react-router' {
  // Declaration merging needs an interface; an alias could not add fields to the class.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends HostValues {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends HostValues {}
}

/** The load context the host passes to `createRequestHandler(build, mode)(request, context)`. */
export type PonteLoadContext = RouterContextProvider;

/** A request context carrying the host's values (the host does the same; route tests use this). */
export const createLoadContext = (values: HostValues = {}): RouterContextProvider =>
  Object.assign(new RouterContextProvider(), values);
