import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const apiTests = ['tests/api/**/*.test.ts'];

/** The API suite against one database dialect; each test app makes its own database, so files run in parallel. */
function apiProject(dialect: 'sqlite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: `api-${dialect}`,
      include: apiTests,
      environment: 'node',
      env: { TEST_DIALECT: dialect },
      testTimeout: 20_000,
      hookTimeout: 20_000,
    },
  };
}

/** Tests that start real server processes: slow by nature, so their time limits are minutes, not seconds. */
function systemProject(name: string, include: string): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: { name, include: [include], environment: 'node', testTimeout: 180_000, hookTimeout: 60_000 },
  };
}

export default defineConfig({
  test: {
    // API test files spend most of their time waiting for PostgreSQL, sockets and timers, not on a core: two files
    // per core halve the suite's time on a 2-core machine (measured: api-postgres 8.0 → 3.6 min, api-sqlite + unit
    // 2.5 → 1.6 min against Vitest's one file per spare core).
    maxWorkers: availableParallelism() * 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          // The exercise generators' tests check 1000 variants each: seconds alone, more beside the other suites.
          testTimeout: 60_000,
          // Web tests that need a DOM opt in with a `// @vitest-environment jsdom` comment.
          environment: 'node',
        },
      },
      apiProject('sqlite'),
      // Whole server processes (started through tsx, no build needed): several on one PostgreSQL and one Redis, and
      // the faults a deployment meets (SIGKILL, the database gone, a provider failing). `npm run test:faults`.
      systemProject('processes', 'tests/processes/**/*.test.ts'),
      systemProject('faults', 'tests/faults/**/*.test.ts'),
      // PostgreSQL runs only where a server is given, e.g. TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
