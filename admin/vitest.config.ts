import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Two kinds of test: plain modules (providers, i18n) in Node, components (*.test.tsx) in a DOM.
export default defineConfig({
  test: {
    // One file per core, not vitest's cores − 1: most of a file's time is importing react-admin and MUI,
    // and two at once took 49 s against 72 s for one on 2 cores (docs/benchmarks.md, "CI time, session 10").
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        // unstubGlobals: a test that replaces fetch (the network edge) gets the real one back after it.
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'], unstubGlobals: true },
      },
      {
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./test/setup-dom.ts'],
          // react-admin screens render a whole MUI tree: slower than a plain unit on 2 shared cores.
          testTimeout: 20_000,
          unstubGlobals: true,
        },
      },
    ],
  },
});
