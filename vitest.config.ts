import { defineConfig } from 'vitest/config';

// Unit projects run without emulators; `rules` and `integration` need them (npm run test:emulated).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', environment: 'node', include: ['domain/src/**/*.test.ts'] } },
      'web/vite.config.ts',
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 20_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'start',
          environment: 'node',
          include: ['tests/start/**/*.test.ts'],
          testTimeout: 300_000,
        },
      },
    ],
  },
});
