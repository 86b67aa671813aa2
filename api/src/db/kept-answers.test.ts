import { describe, expect, it } from 'vitest';
import { AUTH_CHANNEL, CATALOGUE_CHANNEL } from './change-feed.ts';
import { fakeChangeFeed } from './fake-change-feed.ts';
import { KeptAnswers, type KeptAnswer } from './kept-answers.ts';

const T0 = new Date('2026-11-28T12:00:00Z');
const answer = (value: string, owner: number | null, size?: number): KeptAnswer<string> => ({
  value,
  owner,
  readAt: T0.getTime(),
  until: Infinity,
  size,
});

/** What session-cache.test.ts does not already prove of the rule both caches share (decisions 075, 076). */
describe('KeptAnswers', () => {
  it("forgets an owner's answers on their change, answers owned by no one only on a change to everyone", () => {
    const feed = fakeChangeFeed();
    const kept = new KeptAnswers<string>(feed, { channel: CATALOGUE_CHANNEL, maxEntries: 10 });
    kept.keep('client 7', answer('marks of 7', 7), kept.mark());
    kept.keep('admin', answer('all products', null), kept.mark());
    feed.tell(CATALOGUE_CHANNEL, '7');
    expect(kept.get('client 7', T0)).toBeUndefined();
    expect(kept.get('admin', T0)).toBe('all products');
    feed.tell(CATALOGUE_CHANNEL, '*');
    expect(kept.get('admin', T0)).toBeUndefined();
  });

  it("hears its own channel only: the sessions' changes leave catalogue pages kept", () => {
    const feed = fakeChangeFeed();
    const kept = new KeptAnswers<string>(feed, { channel: CATALOGUE_CHANNEL, maxEntries: 10 });
    kept.keep('client 7', answer('marks of 7', 7), kept.mark());
    feed.tell(AUTH_CHANNEL, '*');
    feed.tell(AUTH_CHANNEL, '7');
    expect(kept.get('client 7', T0)).toBe('marks of 7');
  });

  it('holds at most its size, the oldest going first, and never an answer larger than all of it', () => {
    const kept = new KeptAnswers<string>(fakeChangeFeed(), { channel: CATALOGUE_CHANNEL, maxEntries: 10, maxSize: 100 });
    kept.keep('a', answer('a', null, 40), kept.mark());
    kept.keep('b', answer('b', 1, 40), kept.mark());
    kept.keep('c', answer('c', null, 40), kept.mark());
    expect(kept.get('a', T0)).toBeUndefined();
    expect([kept.get('b', T0), kept.get('c', T0)]).toEqual(['b', 'c']);
    kept.keep('huge', answer('huge', null, 101), kept.mark());
    expect(kept.get('huge', T0)).toBeUndefined();
    expect(kept.get('c', T0)).toBe('c');
    // Replacing an answer frees what it weighed.
    kept.keep('c', answer('c2', null, 60), kept.mark());
    expect([kept.get('b', T0), kept.get('c', T0)]).toEqual(['b', 'c2']);
  });
});
