import { describe, expect, it } from 'vitest';

/**
 * The shell mounts AccountsProvider, so it and what it imports are first-load code: they may
 * reach Firebase only through the lazy loaders, and carry neither zod nor MUI.
 */
const sources = import.meta.glob<string>(
  [
    './AccountsProvider.tsx',
    '../../shared/api/*.ts',
    '../../shared/firebase/auth.ts',
    '!../../shared/api/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** The specifiers of a module's static, non-type imports and re-exports. */
const staticImports = (source: string) =>
  [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map(
    (match) => match[1],
  );

describe('the session provider', () => {
  it('keeps the Firebase SDKs, zod and MUI out of the first load', () => {
    expect(Object.keys(sources)).toHaveLength(5);
    for (const [file, source] of Object.entries(sources)) {
      for (const specifier of staticImports(source)) {
        expect(specifier, file).not.toMatch(/^(firebase|@firebase|zod|@mui)(\/|$)/);
        expect(specifier, file).not.toMatch(/^@marketplace\/domain$/);
      }
    }
  });

  it('loads Firebase Auth only lazily', () => {
    const auth = sources['../../shared/firebase/auth.ts'] ?? '';
    expect(auth).toContain("import('firebase/auth')");
    expect(staticImports(auth)).toEqual(['./config']);
  });
});
