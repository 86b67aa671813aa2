import { readCookie as readFromHeader } from '@ponte/shared/cookies';

/** Reads one cookie of the incoming request. */
export const readCookie = (request: Request, name: string): string | null =>
  readFromHeader(request.headers.get('Cookie'), name) || null;

/**
 * A `Set-Cookie` value for the few facts the site's server remembers about this browser (the session
 * itself is the API's cookie): nothing secret, read only by the server, hence httpOnly. `null` removes it.
 */
export function siteCookie(request: Request, name: string, value: string | null) {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const removed = value === null ? '; Max-Age=0' : '';
  return `${name}=${value ?? ''}; Path=/; HttpOnly; SameSite=Lax${secure}${removed}`;
}
