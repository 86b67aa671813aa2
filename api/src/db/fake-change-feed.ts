import { Listeners, type ChangeChannel, type ChangeFeed } from './change-feed.ts';

/** Test-only: a change feed driven by the test, saying what the triggers and the listening connection would. */
export function fakeChangeFeed(live = true) {
  const listeners = new Listeners();
  listeners.live = live;
  return {
    get live() {
      return listeners.live;
    },
    subscribe: (channel, listener) => listeners.subscribe(channel, listener),
    close: async () => {},
    tell: (channel: ChangeChannel, payload: string) => listeners.change(channel, payload),
    setLive: (on: boolean) => listeners.setLive(on),
  } satisfies ChangeFeed & Record<string, unknown>;
}
