import { defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from './tests/longest-first-sequencer'

/**
 * One runner for everything. `npm test` runs shared, engine, server, client, deploy, reliability and
 * e2e, on PGlite or, with DATABASE_URL and REDIS_URL set, on PostgreSQL and Redis; `npm run
 * test:services` runs the suites that need them (multi-instance, deploy-nginx, production,
 * reliability-pg). CI runs both on this machine's PostgreSQL and Redis (see .ci/run).
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    // Two files at once on two cores (Vitest's default there is one): a file that waits on a timer, a
    // socket or a child process leaves the other core to the next file. Projects that need their own
    // number say so and run as a step of their own (groupOrder).
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'] } },
      { test: { name: 'engine', include: ['engine/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          // Vitest's default on two cores is one worker; the files wait on sockets and the database
          // often enough that three keep both cores busy. Projects with their own number of workers
          // run as their own step (groupOrder), after the others.
          maxWorkers: 3,
          // Each file starts its own server on its own database, so the files of a worker may share
          // the imported modules: importing the whole server again for every file took most of the time.
          isolate: false,
          sequence: { groupOrder: 2 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: 'test' },
        },
      },
      {
        extends: './client/vite.config.ts',
        test: {
          name: 'client',
          root: './client',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['tests/deploy/nginx/**'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          exclude: ['tests/reliability/**/*.pg.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        // kill -9 of loaded servers on the real PostgreSQL (and Redis); needs DATABASE_URL and REDIS_URL
        // (CI's second pass). Run alone, one file at a time, after the other projects: it times pushes.
        test: {
          name: 'reliability-pg',
          include: ['tests/reliability/**/*.pg.test.ts'],
          testTimeout: 150_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'multi-instance',
          include: ['tests/multi-instance/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      {
        // Two compiled instances behind Debian's nginx; needs DATABASE_URL and REDIS_URL (CI's second pass).
        test: {
          name: 'deploy-nginx',
          include: ['tests/deploy/nginx/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The whole journey in Chromium on the compiled build in production mode; needs DATABASE_URL and
        // REDIS_URL (CI's second pass).
        test: {
          name: 'production',
          include: ['tests/production/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Two files at once, each with its own server and browser (Chromium keeps both cores busy).
          maxWorkers: 2,
          // As in the server project: each file starts its own server and browser, so the files of a
          // worker share the imported modules instead of importing the whole server again.
          isolate: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
})
