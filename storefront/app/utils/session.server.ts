import { ApiError, fullName, type CurrentUserResponse } from '@ponte/shared';
import { createContext, redirect, type RouterContextProvider } from 'react-router';
import { getApi, hasSessionCookie } from './api.server.ts';

export type CurrentSession = CurrentUserResponse & { full_name: string };

/**
 * This request's answer to "who is signed in", shared by every loader of one render: the layout and
 * the page both need it, and a full load used to ask the API twice (decision 038). React Router's
 * request context lives exactly as long as one request, so the answer cannot outlive it.
 */
const sessionOfRequest = createContext<Promise<CurrentSession | null> | null>(null);

async function askApi(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CurrentSession | null> {
  try {
    const answer = await getApi(request, context).auth.currentUser();
    return { ...answer, full_name: fullName(answer.current_user) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in person, asked of the API once per request (the cookie holds only an opaque token),
 * or null when there is no cookie or the API no longer accepts it. Only reads share the answer: an
 * action may change the person (profile, plan), and the loaders React Router runs after it get a
 * fresh GET request of their own, which asks again.
 */
export function getSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CurrentSession | null> {
  if (!hasSessionCookie(request)) return Promise.resolve(null);
  if (request.method !== 'GET' && request.method !== 'HEAD') return askApi(request, context);
  const known = context.get(sessionOfRequest);
  if (known) return known;
  const asked = askApi(request, context);
  context.set(sessionOfRequest, asked);
  return asked;
}

/** For pages that show user data: no session, no page (docs/product.md#site-screens). */
export async function requireSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CurrentSession> {
  const session = await getSession(request, context);
  if (!session) throw redirect('/login');
  return session;
}

/** For /register, /forgot-password and /reset-password: a signed-in person goes home (docs/product.md#site-screens). */
export async function requireAnonymous(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<void> {
  if (await getSession(request, context)) throw redirect('/');
}
