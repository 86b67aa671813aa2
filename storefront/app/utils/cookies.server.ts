import { readCookie as readFromHeader } from '@ponte/shared/cookies';

/** Reads one cookie of the incoming request; the storefront never sets cookies itself (the API does). */
export const readCookie = (request: Request, name: string): string | null =>
  readFromHeader(request.headers.get('Cookie'), name) || null;
