import { ApiError, type ApiClient } from '@ponte/shared';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { getApi, hasSessionCookie } from './api.server.ts';

/** What `signedIn` needs of a loader's or action's arguments. */
export interface SignedInArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface SignedInOptions<R> {
  /**
   * Where a person without a session goes: no session cookie (the API is not asked), or one the API
   * refuses (401). `/login`, unless the page's own rule says otherwise (docs/product.md#site-screens).
   */
  signedOut?: string;
  /**
   * What the route makes of any other refusal of the API (a 402 too, unless gated): an answer for the
   * page, or a throw. Without it, the refusal reaches the route's error boundary.
   */
  refused?: (error: ApiError) => R;
}

/** A gated page's data, or the inactive state: the page renders empty under the layout's dialog. */
type Gated<T> = { inactive: true } | { inactive: false; data: T };

/**
 * The one way a signed-in page's loader or action calls the API (the layout's loader runs in parallel
 * and cannot stop ours): `work` gets the API client acting for this person, and the route handles only
 * what is its own. Anything that is not an API answer (a bug) is rethrown for the error boundary.
 */
export async function signedIn<T, R = never>(
  args: SignedInArgs,
  work: (api: ApiClient) => Promise<T>,
  { signedOut = '/login', refused }: SignedInOptions<R> = {},
): Promise<T | R> {
  if (!hasSessionCookie(args.request)) throw redirect(signedOut);
  try {
    return await work(getApi(args.request, args.context));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw redirect(signedOut);
    if (refused) return refused(error);
    throw error;
  }
}

/**
 * `signedIn` for a gated page (products, shipments, ERP, dashboard data): an inactive subscription (402)
 * is not an error page but the inactive state (docs/domain-rules.md#inactive-accounts).
 */
export function signedInGated<T, R = never>(
  args: SignedInArgs,
  work: (api: ApiClient) => Promise<T>,
  options?: SignedInOptions<R>,
): Promise<Gated<T> | R> {
  return signedIn(
    args,
    async (api): Promise<Gated<T>> => {
      try {
        return { inactive: false, data: await work(api) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 402) return { inactive: true };
        throw error;
      }
    },
    options,
  );
}

/** For `refused`: what the API does not show this person is the page's 404; anything else is an error. */
export function asNotFound(error: ApiError): never {
  throw error.status === 404 ? data(null, { status: 404 }) : error;
}
