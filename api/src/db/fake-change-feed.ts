import type { ChangeChannel, ChangeFeed, ChangeListener } from './change-feed.ts';

/** Test-only: a change feed driven by the test, saying what the triggers and the listening connection would. */
export function fakeChangeFeed(live = true) {
  const listeners = new Set<{ channel: ChangeChannel; listener: ChangeListener }>();
  const feed: Omit<ChangeFeed, 'live'> & {
    live: boolean;
    tell(channel: ChangeChannel, payload: string): void;
    setLive(on: boolean): void;
  } = {
    live,
    subscribe(channel, listener) {
      const entry = { channel, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    close: async () => {},
    tell: (channel, payload) =>
      listeners.forEach((entry) => entry.channel === channel && entry.listener.change(payload)),
    setLive(on) {
      this.live = on;
      listeners.forEach((entry) => entry.listener.live(on));
    },
  };
  return feed;
}
