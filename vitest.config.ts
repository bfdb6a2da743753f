import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const NODE_TESTS = ['functions/src', 'scripts'];

/** The test files under `dirs` (relative paths) that replace modules with `vi.mock`. */
function filesMockingModules(dirs: string[]): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') visit(path);
      else if (entry.name.endsWith('.test.ts') && readFileSync(path, 'utf8').includes('vi.mock(')) {
        found.push(path);
      }
    }
  };
  dirs.forEach(visit);
  return found;
}
const mocking = filesMockingModules(NODE_TESTS);

/**
 * A hang guard, not a speed check: npm test runs the unit tests beside the emulator tests,
 * which slows a test several times over (the web project sets the same).
 */
const UNIT_TIMEOUT_MS = 20_000;

/**
 * Unit projects run without emulators; `rules` and `integration` need them (npm run
 * test:emulated). The Node projects share one module graph per worker (`isolate: false`): most
 * of their time was each file importing firebase-admin, firebase-functions and express anew
 * (93 s → 10 s). A file that mocks a module would leak its mock into the next files, so those
 * run isolated, in `node-mocking`.
 */
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (one worker on two cores).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          testTimeout: UNIT_TIMEOUT_MS,
          environment: 'node',
          isolate: false,
          include: ['domain/src/**/*.test.ts'],
        },
      },
      'web/vite.config.ts',
      {
        test: {
          name: 'node',
          testTimeout: UNIT_TIMEOUT_MS,
          environment: 'node',
          isolate: false,
          include: NODE_TESTS.map((dir) => `${dir}/**/*.test.ts`),
          exclude: ['**/node_modules/**', ...mocking],
        },
      },
      {
        test: {
          name: 'node-mocking',
          environment: 'node',
          testTimeout: UNIT_TIMEOUT_MS,
          include: mocking,
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 20_000,
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
