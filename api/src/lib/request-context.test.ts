import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  logScopeFields,
  outsideRequest,
  requestIdFor,
  runInRequest,
  runNested,
  withLogFields,
} from './request-context.ts';

describe('request context', () => {
  it('follows a request through awaits and timers, and tells its caller once known', async () => {
    const request = { id: 'req-1' } as { id: string; userId?: number };
    const seen = await runInRequest(request, async () => {
      await sleep(1);
      request.userId = 7;
      return new Promise((resolve) => setTimeout(() => resolve(logScopeFields()), 1));
    });
    expect(seen).toEqual({ request_id: 'req-1', user_id: 7 });
    expect(logScopeFields()).toEqual({});
  });

  it('in-process calls keep the request id; background work started by a request does not', async () => {
    await runInRequest({ id: 'req-2' }, async () => {
      expect(await runNested(async () => logScopeFields())).toEqual({ request_id: 'req-2' });
      const later = outsideRequest(
        () => new Promise((resolve) => setTimeout(() => resolve(logScopeFields()), 1)),
      );
      expect(await later).toEqual({});
    });
  });

  it('adds the fields of background work (a run) to its lines', () => {
    const fields = withLogFields({ run_id: 3 }, () => withLogFields({ supplier_id: 4 }, logScopeFields));
    expect(fields).toEqual({ run_id: 3, supplier_id: 4 });
  });

  it("takes a proxy's request id only when trusted and sane", () => {
    expect(requestIdFor('abc-123', true)).toBe('abc-123');
    expect(requestIdFor('abc-123', false)).not.toBe('abc-123');
    expect(requestIdFor('two words', true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(undefined, true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
