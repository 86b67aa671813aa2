import type { CurrentUserResponse } from '@ponte/shared';
import { toSession } from '../../auth/auth.service.ts';
import { AUTH_CHANNEL, type ChangeFeed } from '../../db/change-feed.ts';
import type { Queryable } from '../../db/client.ts';
import { KeptAnswers } from '../../db/kept-answers.ts';
import { countCurrentUser } from '../../lib/metrics.ts';
import type { JsonText } from '../../lib/openapi.ts';
import { readUser } from './users.service.ts';

/** Users whose answer is kept per process; past it, the oldest kept goes (one not kept is simply read). */
const MAX_USERS = 10_000;

/**
 * `GET /v1/users/current-user` answers, kept per user as the JSON they answered (decision 077). Every
 * signed-in page asks for it, and its statement is the API's costliest per page (the subscription state's
 * sub-selects). It reads what the session lookup reads, and the database tells its changes on the same
 * channel (migrations 0008, 0010): the user's row or sessions, their subscriptions, the trial's length,
 * a plan's name. The one change time alone makes, a trial's or a period's end, is the answer's `until`.
 */
export class CurrentUserCache {
  readonly #answers: KeptAnswers<JsonText<CurrentUserResponse>>;

  constructor(feed: ChangeFeed) {
    this.#answers = new KeptAnswers(feed, { channel: AUTH_CHANNEL, maxEntries: MAX_USERS, counted: countCurrentUser });
  }

  /** The signed-in user's answer, kept or read (and kept if nothing changed it meanwhile); null if gone. */
  async answer(db: Queryable, userId: number, now: Date): Promise<JsonText<CurrentUserResponse> | null> {
    const key = String(userId);
    const kept = this.#answers.get(key, now);
    if (kept !== undefined) return kept;
    const mark = this.#answers.mark();
    const read = await readUser(db, userId, now);
    if (!read) return null;
    const body: CurrentUserResponse = { current_user: read.user, session: toSession(read.user) };
    const json: JsonText<CurrentUserResponse> = JSON.stringify(body);
    this.#answers.keep(key, { value: json, owner: userId, readAt: now.getTime(), until: read.until }, mark);
    return json;
  }
}
