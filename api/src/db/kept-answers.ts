import type { ChangeChannel, ChangeFeed } from './change-feed.ts';

/** An answer kept, whose owner's changes (or everyone's) forget it, and the span of time in which it holds. */
export interface KeptAnswer<V> {
  value: V;
  /** The user whose changes on the channel forget it; null: only a change to everyone does. */
  owner: number | null;
  /** The request time of the read: a clock set back before it asks the database again. */
  readAt: number;
  /** The first instant the answer may no longer hold by time alone. */
  until: number;
  /** What it weighs against `maxSize` (1 each unless told). */
  size?: number;
}

export interface KeptAnswersOptions {
  channel: ChangeChannel;
  /** Answers kept at most; past it, the oldest kept goes (an answer not kept is simply read). */
  maxEntries: number;
  /** Total `size` kept at most. */
  maxSize?: number;
  /** Payloads on the channel that do not change these answers (any other than an id or '*' forgets all). */
  ignores?: (payload: string) => boolean;
  /** Told whether each `get` found its answer ('kept') or the caller must read it ('read'). */
  counted?: (result: 'kept' | 'read') => void;
}

/**
 * Answers read from the database, kept per process while the database tells every write that changes them
 * on one channel of the change feed (decisions 075 and 076). A change to an owner (a user's id) forgets
 * that owner's answers, '*' forgets all, on every server, this one before the write that made it returns.
 * A read that a change overtook is not kept: each read takes a `mark` first, and a change since that mark
 * to its owner (or to everyone) refuses it. While the feed is down, nothing is kept: every request reads
 * the database.
 */
export class KeptAnswers<V> {
  readonly #answers = new Map<string, KeptAnswer<V>>();
  /** The kept keys of each owner, so that a change finds them without a scan. */
  readonly #byOwner = new Map<number, Set<string>>();
  /** Counts every change heard; an owner's last change, and the last change to everyone, by that count. */
  #changes = 0;
  #everyoneChangedAt = 0;
  readonly #ownerChangedAt = new Map<number, number>();
  #size = 0;
  #live: boolean;
  readonly #options: KeptAnswersOptions;

  constructor(feed: ChangeFeed, options: KeptAnswersOptions) {
    this.#options = options;
    this.#live = feed.live;
    feed.subscribe(options.channel, {
      change: (payload) => {
        if (options.ignores?.(payload)) return;
        const owner = Number(payload);
        if (payload === '*' || !Number.isSafeInteger(owner)) this.#forgetEveryone();
        else this.#forgetOwner(owner);
      },
      live: (on) => {
        this.#forgetEveryone();
        this.#live = on;
      },
    });
  }

  /** The kept answer for a key, if it still holds at `now`. */
  get(key: string, now: Date): V | undefined {
    const kept = this.#answers.get(key);
    const at = now.getTime();
    if (kept && at >= kept.readAt && at < kept.until) {
      this.#options.counted?.('kept');
      return kept.value;
    }
    if (kept) this.#drop(key, kept);
    this.#options.counted?.('read');
    return undefined;
  }

  /** Taken before a read: `keep` refuses the answer if a change to its owner was heard since. */
  mark(): number {
    return this.#changes;
  }

  keep(key: string, answer: KeptAnswer<V>, mark: number) {
    if (!this.#live || this.#everyoneChangedAt > mark) return;
    if (answer.owner !== null && (this.#ownerChangedAt.get(answer.owner) ?? 0) > mark) return;
    const size = answer.size ?? 1;
    const maxSize = this.#options.maxSize ?? Infinity;
    if (size > maxSize) return;
    const before = this.#answers.get(key);
    if (before) this.#drop(key, before);
    while (this.#answers.size >= this.#options.maxEntries || this.#size + size > maxSize) {
      const [oldestKey, oldest] = this.#answers.entries().next().value!;
      this.#drop(oldestKey, oldest);
    }
    this.#answers.set(key, answer);
    this.#size += size;
    if (answer.owner === null) return;
    const keys = this.#byOwner.get(answer.owner);
    if (keys) keys.add(key);
    else this.#byOwner.set(answer.owner, new Set([key]));
  }

  #drop(key: string, kept: KeptAnswer<V>) {
    this.#answers.delete(key);
    this.#size -= kept.size ?? 1;
    if (kept.owner === null) return;
    const keys = this.#byOwner.get(kept.owner);
    keys?.delete(key);
    if (keys?.size === 0) this.#byOwner.delete(kept.owner);
  }

  #forgetOwner(owner: number) {
    this.#changes += 1;
    this.#ownerChangedAt.set(owner, this.#changes);
    for (const key of this.#byOwner.get(owner) ?? []) {
      const kept = this.#answers.get(key);
      if (kept) this.#drop(key, kept);
    }
    this.#byOwner.delete(owner);
    // Marks older than a read in flight are what matter; past this many owners, everyone counts as changed.
    if (this.#ownerChangedAt.size > this.#options.maxEntries) this.#forgetEveryone();
  }

  #forgetEveryone() {
    this.#changes += 1;
    this.#everyoneChangedAt = this.#changes;
    this.#ownerChangedAt.clear();
    this.#answers.clear();
    this.#byOwner.clear();
    this.#size = 0;
  }
}
