import { defineConfig } from 'tsup';

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
});
