import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  future: {
    // Loaders and actions get React Router's per-request context (RouterContextProvider), which the
    // session memo uses so that one render asks the API for the current user once (decision 038).
    v8_middleware: true,
  },
} satisfies Config;
