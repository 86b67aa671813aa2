import type { ChangeFeed } from '../db/change-feed.ts';
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
 * before the write that made it returns. A read that a change overtook is not kept: each read takes a
 * mark, and a change since that mark to its user (or to everyone) refuses it. While the feed is down,
 * nothing is kept and every request reads the database, as before.
 */
export class SessionCache {
  readonly #sessions = new Map<string, KnownSession>();
  /** The kept tokens' hashes of each user, so that a change finds them without a scan. */
  readonly #byUser = new Map<number, Set<string>>();
  /** Counts every change heard; a user's last change, and the last change to everyone, by that count. */
  #changes = 0;
  #everyoneChangedAt = 0;
  readonly #userChangedAt = new Map<number, number>();
  #live: boolean;

  constructor(feed: ChangeFeed) {
    this.#live = feed.live;
    feed.subscribe({
      change: (payload) => {
        const userId = Number(payload);
        if (payload === '*' || !Number.isSafeInteger(userId)) this.#forgetEveryone();
        else this.#forgetUser(userId);
      },
      live: (on) => {
        this.#forgetEveryone();
        this.#live = on;
      },
    });
  }

  /** The kept answer for a token's hash, if it still holds at `now`. */
  get(tokenHash: string, now: Date): KnownSession | undefined {
    const known = this.#sessions.get(tokenHash);
    const at = now.getTime();
    if (known && at >= known.readAt && at < known.until) {
      countSessionLookup('kept');
      return known;
    }
    if (known) this.#drop(tokenHash, known);
    countSessionLookup('read');
    return undefined;
  }

  /** Taken before a read: `keep` refuses the answer if a change to its user was heard since. */
  mark(): number {
    return this.#changes;
  }

  keep(tokenHash: string, known: KnownSession, mark: number) {
    if (!this.#live || this.#everyoneChangedAt > mark) return;
    if ((this.#userChangedAt.get(known.user.id) ?? 0) > mark) return;
    const before = this.#sessions.get(tokenHash);
    if (before) this.#drop(tokenHash, before);
    if (this.#sessions.size >= MAX_SESSIONS) {
      const [oldestHash, oldest] = this.#sessions.entries().next().value!;
      this.#drop(oldestHash, oldest);
    }
    this.#sessions.set(tokenHash, known);
    const hashes = this.#byUser.get(known.user.id);
    if (hashes) hashes.add(tokenHash);
    else this.#byUser.set(known.user.id, new Set([tokenHash]));
  }

  #drop(tokenHash: string, known: KnownSession) {
    this.#sessions.delete(tokenHash);
    const hashes = this.#byUser.get(known.user.id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.#byUser.delete(known.user.id);
  }

  #forgetUser(userId: number) {
    this.#changes += 1;
    this.#userChangedAt.set(userId, this.#changes);
    for (const hash of this.#byUser.get(userId) ?? []) this.#sessions.delete(hash);
    this.#byUser.delete(userId);
    // Marks older than a read in flight are what matter; past this many users, everyone counts as changed.
    if (this.#userChangedAt.size > MAX_SESSIONS) this.#forgetEveryone();
  }

  #forgetEveryone() {
    this.#changes += 1;
    this.#everyoneChangedAt = this.#changes;
    this.#userChangedAt.clear();
    this.#sessions.clear();
    this.#byUser.clear();
  }
}
