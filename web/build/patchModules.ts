import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build plugin that rewrites the dependency modules whose file matches `files` with `patch`
 * (`null`: left as they are). Each patch keeps its module's line numbers, so the source maps
 * of the rest stay right.
 */
export function patchModules(
  name: string,
  files: RegExp,
  patch: (code: string) => string | null,
): Plugin {
  return {
    name,
    transform(code, id) {
      if (!files.test(id.split('?')[0] ?? '')) return null;
      const patched = patch(code);
      return patched === null ? null : { code: patched, map: null };
    },
  };
}

const require = createRequire(import.meta.url);

/** A file of an installed package, which its package exports need not name (for the tests). */
export function installedFile(packageName: string, file: string): string {
  const root = dirname(require.resolve(`${packageName}/package.json`));
  return readFileSync(join(root, file), 'utf8');
}
