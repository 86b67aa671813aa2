import type { Config } from '@react-router/dev/config';

// The bench's yardstick (bench/ssr.ts): the smallest React Router app showing the catalogue's 24 rows.
// Built into the directory the bench names, never into the source tree.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: process.env.SSR_MINIMAL_BUILD_DIR ?? 'build',
} satisfies Config;
