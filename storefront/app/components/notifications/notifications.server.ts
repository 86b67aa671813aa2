import type { RouterContextProvider } from 'react-router';
import { getApi, hasSessionCookie } from '../../utils/api.server.ts';
import { env } from '../../utils/env.server.ts';

/** What the bell starts from: the unread count of this page load (null when it could not be asked). */
export interface BellState {
  unread: number | null;
  /** Seconds between the bell's polls (NOTIFICATION_POLL_SECONDS, 30 by default). */
  pollSeconds: number;
}

/**
 * The unread count for the layout loader, asked beside "who is signed in" (decision 058). A bell is
 * not worth an error page: any failure (the API restarting, an account it refuses) leaves the count
 * unknown, and the bell's poll fills it in. No session cookie, no call.
 */
export async function loadBell(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<BellState> {
  const pollSeconds = env.NOTIFICATION_POLL_SECONDS;
  if (!hasSessionCookie(request)) return { unread: null, pollSeconds };
  try {
    const answer = await getApi(request, context).notifications.unread();
    return { unread: answer.result.unread_count, pollSeconds };
  } catch {
    return { unread: null, pollSeconds };
  }
}
