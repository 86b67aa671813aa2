import { defineConfig } from 'vitest/config';

// Plain vitest: loaders and actions are tested as functions, without the React Router vite plugin.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}'],
  },
});
