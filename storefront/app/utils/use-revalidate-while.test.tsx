// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevalidateWhile } from './use-revalidate-while.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  act(() => root?.unmount());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A page whose loader counts its runs, following while `active`. */
async function followPage(active: boolean) {
  const loads = { count: 0 };
  const Stub = createRoutesStub([
    {
      path: '/plans',
      loader: () => ++loads.count,
      HydrateFallback: () => null,
      Component: () => {
        useRevalidateWhile(active, 4000);
        return null;
      },
    },
  ]);
  await act(async () => {
    root = createRoot(document.createElement('div'));
    root.render(<Stub initialEntries={['/plans']} />);
  });
  await act(() => vi.advanceTimersByTimeAsync(10));
  return loads;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('following a payment', () => {
  it('reloads the page data every 4 s, not while the tab is hidden, and at once when it is shown', async () => {
    const loads = await followPage(true);
    const first = loads.count;
    await wait(4000);
    expect(loads.count).toBe(first + 1);

    visibility = 'hidden';
    await wait(12_000);
    expect(loads.count).toBe(first + 1);

    visibility = 'visible';
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    await wait(10);
    expect(loads.count).toBe(first + 2);
  });

  it('asks nothing when nothing is open', async () => {
    const loads = await followPage(false);
    const first = loads.count;
    await wait(20_000);
    expect(loads.count).toBe(first);
  });
});
