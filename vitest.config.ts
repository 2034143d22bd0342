import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; cross-layer tests live in test/. TEST_DB (sqlite|postgres)
// picks the database for every test server (tools/test.mjs runs the suite once per kind).
export default defineConfig({
  // One graphql instance: Pothos loads it through require, so our imports must too.
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    include: ['server/**/*.test.ts', 'test/**/*.test.ts', 'tools/**/*.test.ts', 'client/src/**/*.test.ts'],
    exclude: ['node_modules', 'client/dist/**', 'test/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
