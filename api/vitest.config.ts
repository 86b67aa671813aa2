import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/quiet-logs.ts'],
    globalSetup: ['test/migrated-template.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One file per core, not vitest's default of cores − 1: a file spends much of its time waiting on its
    // database (PGlite's worker thread, or the PostgreSQL server), so on CI's 2 cores two files at once
    // took 192 s against 252 s for one (docs/benchmarks.md, "CI time").
    maxWorkers: os.availableParallelism(),
  },
});
