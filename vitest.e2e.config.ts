import { defineConfig } from 'vitest/config';

// Browser tests of the console: a real server serving client/dist, driven through Chromium.
export default defineConfig({
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
    isolate: false,
    fileParallelism: false,
  },
});
