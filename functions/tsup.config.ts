import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const root = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

// A deploy uploads functions/ alone, so shared workspace code (@marketplace/domain, a
// devDependency) is bundled in; runtime dependencies stay external and install in the cloud.
export default defineConfig({
  entry: ['src/index.ts'],
  outDir: 'lib',
  format: ['cjs'],
  platform: 'node',
  target: 'node22',
  clean: true,
  sourcemap: true,
  noExternal: ['@marketplace/domain'],
  // What the admin system area shows as the app and rules versions (http/admin/system.ts): the
  // root package.json version and the SHA-256 (12 hex) of the firestore.rules built with.
  env: {
    APP_VERSION: (JSON.parse(root('package.json')) as { version: string }).version,
    RULES_VERSION: createHash('sha256').update(root('firestore.rules')).digest('hex').slice(0, 12),
  },
});
