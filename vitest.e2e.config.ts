import { defineConfig } from 'vitest/config';

// The browser journeys (e2e/): one real server for the whole run, files one after another.
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/fixtures/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // A page answers in its own time: `expect.poll` waits as long as a locator would.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
