/**
 * `fetch` plus reading the answer, within a deadline that always holds.
 *
 * Node's fetch follows the caller's AbortSignal through a weak reference: after a garbage collection
 * the abort may never reach the request (nodejs/node#55428, nodejs/undici#4068), and a server that
 * accepts and never answers then holds the caller forever. A Bling sync run hung that way in CI, under
 * memory pressure, with `AbortSignal.any([run, AbortSignal.timeout(…)])`. So the deadline and the
 * caller's signal are also raced here, on a timer and a listener this function holds, around the
 * answer and its body: whatever the transport does, the caller gets a `TimeoutError` (or the signal's
 * reason) in time, and the request is aborted.
 */
export async function fetchWithDeadline<T>(
  url: string,
  init: Omit<RequestInit, 'signal'>,
  options: { timeoutMs: number; signal?: AbortSignal },
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const { timeoutMs, signal } = options;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const deadline = new Promise<never>((_, reject) => {
    const fail = (reason: unknown) => {
      controller.abort(reason);
      reject(reason);
    };
    if (signal?.aborted) return fail(signal.reason);
    timer = setTimeout(
      () => fail(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
      timeoutMs,
    );
    if (signal) {
      onAbort = () => fail(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
    }
  });
  try {
    return await Promise.race([fetch(url, { ...init, signal: controller.signal }).then(read), deadline]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}
