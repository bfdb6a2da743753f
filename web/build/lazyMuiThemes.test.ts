// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLazyThemes } from './lazyMuiThemes';

const require = createRequire(import.meta.url);
/** A module file of an MUI package, which its package exports do not name. */
const muiModule = (path: string) => {
  const [scope, name, ...file] = path.split('/');
  const root = dirname(require.resolve(`${scope}/${name}/package.json`));
  return readFileSync(join(root, ...file), 'utf8');
};

describe('withLazyThemes', () => {
  // Fails when an upgrade of MUI changes how its modules create their fallback themes.
  it.each([
    ['@mui/material/styles/defaultTheme.mjs', 'const defaultTheme'],
    ['@mui/system/useTheme/useTheme.mjs', 'export const systemDefaultTheme'],
    ['@mui/system/createStyled/createStyled.mjs', 'export const systemDefaultTheme'],
  ])('makes the theme %s creates as it loads lazy', (path, declaration) => {
    const code = muiModule(path);
    const lazy = withLazyThemes(code);
    expect(lazy).toContain(`${declaration} = /* @__PURE__ */ __lazyTheme(() => createTheme());`);
    expect(lazy).not.toMatch(/= createTheme\(\);/);
    expect(lazy).toMatch(/^import \{ lazyTheme as __lazyTheme \} from ".*lazyTheme\.ts";/);
    // The lines keep their numbers, for the source maps.
    expect(lazy?.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves a module that creates no theme as it loads', () => {
    expect(withLazyThemes(muiModule('@mui/material/styles/createTheme.mjs'))).toBeNull();
  });
});
