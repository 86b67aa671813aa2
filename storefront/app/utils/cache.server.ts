import type { HandleDataRequestFunction } from 'react-router';
import { hasSessionCookie } from './api.server.ts';

/**
 * A signed-in person's pages and their data requests are theirs alone: no browser history cache or
 * shared proxy may keep them (decision 029). "Signed in" is having the session cookie; a stale one costs
 * only a cache miss. entry.server.tsx applies it to documents and, through `keepDataPrivate`, to the
 * `.data` answers of client navigations and form posts.
 */
export function keepPrivate(request: Request, headers: Headers): void {
  if (hasSessionCookie(request)) headers.set('Cache-Control', 'no-store');
}

export const keepDataPrivate: HandleDataRequestFunction = (response, { request }) => {
  keepPrivate(request, response.headers);
  return response;
};
