// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withLazyThemes } from './lazyMuiThemes';
import { installedFile } from './patchModules';

/** "@mui/material/styles/x.mjs": the file styles/x.mjs of @mui/material. */
const muiModule = (path: string) => {
  const [scope, name, ...file] = path.split('/');
  return installedFile(`${scope}/${name}`, file.join('/'));
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
