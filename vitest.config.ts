import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { markdownPlugin } from './build/markdown-plugin.ts';

export default defineConfig({
  // #shared/*, #server/* and #client/* come from tsconfig.json's paths (decision 015).
  resolve: { tsconfigPaths: true },
  plugins: [markdownPlugin()],
  test: {
    // One worker per core: vitest's default leaves one core of two idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // tests/repo: rules about the repository itself (lint boundaries, citations).
          include: ['src/**/*.test.ts', 'tests/repo/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          // Screens rendered in a simulated DOM, the network answered by MSW (decision 016).
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000' } },
          setupFiles: ['src/client/test/setup.ts'],
          // A screen's test renders, waits for MSW's answers and types: seconds on a busy two-core
          // machine (the unit layer runs beside it), so that a timeout only ever means a defect.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Files named *.postgres.test.ts need a PostgreSQL server to cut (npm run test:postgres).
          exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/api/**/*.postgres.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // Every file builds its own app on its own database and shares no state, so a worker
          // can run file after file without re-importing the server and recompiling PGlite.
          isolate: false,
          // On a PostgreSQL server a file's queries run in the server's processes, not in its
          // worker, so twice as many workers keep the cores busy; on PGlite one per core does.
          maxWorkers: availableParallelism() * (process.env.TEST_DATABASE_URL ? 2 : 1),
          // Sized for a busy two-core machine, where a file that starts a real server (the API
          // guide, the fault suite) or builds its app waits its turn: a timeout here should only
          // ever mean a defect.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
