import { describe, expect, it } from 'vitest';
import { AUTH_CHANNEL } from '../db/change-feed.ts';
import { fakeChangeFeed } from '../db/fake-change-feed.ts';
import type { AuthUser } from '../lib/context.ts';
import { SessionCache, type KnownSession } from './session-cache.ts';

const T0 = new Date('2026-11-28T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const session = (userId: number, fields: Partial<KnownSession> = {}): KnownSession => ({
  user: { id: userId, role: 'client' } as AuthUser,
  sessionId: userId * 10,
  subscriptionActive: true,
  readAt: T0.getTime(),
  until: T0.getTime() + 60_000,
  ...fields,
});

describe('SessionCache (decision 075)', () => {
  it('answers a kept session from its read until its `until`, and not for a clock set back', () => {
    const cache = new SessionCache(fakeChangeFeed());
    cache.keep('a', session(1), cache.mark());
    expect(cache.get('a', at(0))?.sessionId).toBe(10);
    expect(cache.get('a', at(59_999))?.sessionId).toBe(10);
    expect(cache.get('a', at(-1))).toBeUndefined();
    cache.keep('a', session(1), cache.mark());
    expect(cache.get('a', at(60_000))).toBeUndefined();
    // Gone for good once past: a later clock set back does not bring it back.
    expect(cache.get('a', at(30_000))).toBeUndefined();
  });

  it("forgets a user's sessions when the database tells a change to that user, and only theirs", () => {
    const feed = fakeChangeFeed();
    const cache = new SessionCache(feed);
    cache.keep('a1', session(1), cache.mark());
    cache.keep('a2', session(1, { sessionId: 11 }), cache.mark());
    cache.keep('b', session(2), cache.mark());
    feed.tell(AUTH_CHANNEL, '1');
    expect(cache.get('a1', at(1))).toBeUndefined();
    expect(cache.get('a2', at(1))).toBeUndefined();
    expect(cache.get('b', at(1))?.sessionId).toBe(20);
    feed.tell(AUTH_CHANNEL, '*');
    expect(cache.get('b', at(1))).toBeUndefined();
  });

  it('refuses a read that a change to its user overtook, keeps one that only others changed', () => {
    const feed = fakeChangeFeed();
    const cache = new SessionCache(feed);
    const before = cache.mark();
    feed.tell(AUTH_CHANNEL, '1'); // user 1 logged out while the read of their session was on its way
    feed.tell(AUTH_CHANNEL, '2');
    cache.keep('a', session(1), before);
    expect(cache.get('a', at(1))).toBeUndefined();
    const read = cache.mark();
    feed.tell(AUTH_CHANNEL, '2');
    cache.keep('a', session(1), read);
    expect(cache.get('a', at(1))?.sessionId).toBe(10);
    const again = cache.mark();
    feed.tell(AUTH_CHANNEL, '*');
    cache.keep('c', session(3), again);
    expect(cache.get('c', at(1))).toBeUndefined();
  });

  it('keeps nothing while the feed is down, nor a read begun before it came back', () => {
    const feed = fakeChangeFeed(false);
    const cache = new SessionCache(feed);
    cache.keep('a', session(1), cache.mark());
    expect(cache.get('a', at(1))).toBeUndefined();
    const duringOutage = cache.mark();
    feed.setLive(true);
    cache.keep('a', session(1), duringOutage);
    expect(cache.get('a', at(1))).toBeUndefined();
    cache.keep('a', session(1), cache.mark());
    expect(cache.get('a', at(1))?.sessionId).toBe(10);
    feed.setLive(false);
    expect(cache.get('a', at(1))).toBeUndefined();
  });

  it('holds at most 10,000 sessions, the oldest going first, and still forgets by user', () => {
    const feed = fakeChangeFeed();
    const cache = new SessionCache(feed);
    for (let n = 0; n <= 10_000; n += 1) cache.keep(`t${n}`, session(n), cache.mark());
    expect(cache.get('t0', at(1))).toBeUndefined();
    expect(cache.get('t1', at(1))?.sessionId).toBe(10);
    expect(cache.get('t10000', at(1))?.sessionId).toBe(100_000);
    feed.tell(AUTH_CHANNEL, '10000');
    expect(cache.get('t10000', at(1))).toBeUndefined();
  });
});
