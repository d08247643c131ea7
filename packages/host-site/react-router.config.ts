import type { Config } from '@react-router/dev/config';

/** React Router framework mode: every page is rendered on the server and hydrated. */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
