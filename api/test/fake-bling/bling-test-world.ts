import type { Env } from '../../src/env.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { blingEnv, configureBlingApp, connectThroughBling } from './app-setup.ts';
import { startFakeBling, type FakeBling, type FakeBlingOptions } from './index.ts';

export interface BlingTestWorld {
  t: TestApp;
  bling: FakeBling;
  supplier: Awaited<ReturnType<TestApp['signUp']>>;
}

/**
 * What most Bling tests start from: a test app pointed at a fresh fake Bling, the Bling app configured
 * as an admin would, and one supplier (connected through the real endpoints unless `connect` is false).
 * `followTestClock` stamps the fake's changes with the app's test clock.
 */
export async function startBlingWorld(
  options: {
    fake?: FakeBlingOptions;
    env?: Partial<Env>;
    followTestClock?: boolean;
    connect?: boolean;
  } = {},
): Promise<BlingTestWorld> {
  const t = await createTestApp();
  const bling = await startFakeBling({
    rateLimit: 100_000,
    ...options.fake,
    ...(options.followTestClock ? { now: () => t.clock.now } : {}),
  });
  blingEnv(t.deps.env, bling.env, options.env);
  await configureBlingApp(t.db);
  const supplier = await t.signUp('supplier');
  if (options.connect !== false) await connectThroughBling(t, supplier.token);
  return { t, bling, supplier };
}
