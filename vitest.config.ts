import { defineConfig } from 'vitest/config';

/**
 * Files that run the program as separate processes, or drive the public pages' browser walk and
 * screenshots: each in a fresh worker of its own. Everything else, the dashboard's browser tests
 * included, shares its worker's modules with the files before it (no module state is shared
 * between tests: each builds its own app, database and browser).
 */
const ISOLATED = [
  'test/pages/browser.test.ts',
  'test/pages/screenshots.test.ts',
  'test/processes/**/*.test.ts',
  'test/webhooks/processes.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Three workers on two cores: the suite keeps both cores only about half busy with two (most
    // of a test's time is spent waiting for a database, a server, a process or a browser), and
    // every file passes with three on a machine loaded well beyond its cores.
    maxWorkers: 3,
    globalSetup: ['test/setup/databases.ts'],
    reporters: ['default', './test/setup/file-times.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED, isolate: true },
      },
    ],
  },
});
