import { AUTH_CHANNEL, type ChangeFeed } from '../db/change-feed.ts';
import { KeptAnswers } from '../db/kept-answers.ts';
import type { AuthUser } from '../lib/context.ts';
import { countSessionLookup } from '../lib/metrics.ts';

/** What the session lookup answered for a token, and the span of time in which that answer holds. */
export interface KnownSession {
  user: AuthUser;
  sessionId: number;
  subscriptionActive: boolean;
  /** The request time of the read: a clock set back before it asks the database again. */
  readAt: number;
  /** The first instant the answer may no longer hold by time alone (idle slide due, expiry, period end). */
  until: number;
}

/** Sessions kept per process; past it, the oldest kept goes (a session not kept is simply read). */
const MAX_SESSIONS = 10_000;

/**
 * The answers of the session lookup, kept per process while the database tells every change to what they
 * read (decision 075): a logout, a revoked session, a user's change or deactivation, a subscription's,
 * the trial's length. A change forgets its user's sessions (or all, for '*') on every server, this one
 * before the write that made it returns; a read that a change overtook is not kept; while the feed is
 * down, nothing is kept (db/kept-answers.ts).
 */
export class SessionCache {
  readonly #kept: KeptAnswers<KnownSession>;

  constructor(feed: ChangeFeed) {
    this.#kept = new KeptAnswers(feed, { channel: AUTH_CHANNEL, maxEntries: MAX_SESSIONS, counted: countSessionLookup });
  }

  /** The kept answer for a token's hash, if it still holds at `now`. */
  get(tokenHash: string, now: Date): KnownSession | undefined {
    return this.#kept.get(tokenHash, now);
  }

  /** Taken before a read: `keep` refuses the answer if a change to its user was heard since. */
  mark(): number {
    return this.#kept.mark();
  }

  keep(tokenHash: string, known: KnownSession, mark: number) {
    this.#kept.keep(tokenHash, { value: known, owner: known.user.id, readAt: known.readAt, until: known.until }, mark);
  }
}
