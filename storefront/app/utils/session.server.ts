import { ApiError, fullName, type CurrentUserResponse } from '@ponte/shared';
import { redirect, type AppLoadContext } from 'react-router';
import { getApi, hasSessionCookie } from './api.server.ts';

export type CurrentSession = CurrentUserResponse & { full_name: string };

/**
 * The signed-in person, asked of the API on every request (the cookie holds only an opaque token),
 * or null when there is no cookie or the API no longer accepts it.
 */
export async function getSession(request: Request, context: AppLoadContext): Promise<CurrentSession | null> {
  if (!hasSessionCookie(request)) return null;
  try {
    const answer = await getApi(request, context).auth.currentUser();
    return { ...answer, full_name: fullName(answer.current_user) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** For pages that show user data: no session, no page (DESIGN §9). */
export async function requireSession(request: Request, context: AppLoadContext): Promise<CurrentSession> {
  const session = await getSession(request, context);
  if (!session) throw redirect('/login');
  return session;
}

/** For /register, /forgot-password and /reset-password: a signed-in person goes home (spec §2). */
export async function requireAnonymous(request: Request, context: AppLoadContext): Promise<void> {
  if (await getSession(request, context)) throw redirect('/');
}
