import type { AppLoadContext } from 'react-router';

/*
 * What the host gives every request (DESIGN §2). In the one-process mode `apiFetch` is the API's own
 * fetch handler, so loaders reach the API without a network hop; without it (`npm run dev`, or the
 * storefront as its own service) the API is called over HTTP at `API_URL`.
 */
declare module 'react-router' {
  interface AppLoadContext {
    /** The API's in-process handler; absolute URLs such as `http://ponte.internal/api/...` work with it. */
    apiFetch?: typeof fetch;
    /**
     * This response's Content-Security-Policy nonce (the host sets the header, decision 026): every
     * <script> and <style> the page carries must have it. Absent in `npm run dev` (no CSP there).
     */
    cspNonce?: string;
  }
}

/** The load context the host passes to `createRequestHandler(build, mode)(request, context)`. */
export type PonteLoadContext = AppLoadContext;
