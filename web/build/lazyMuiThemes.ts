import { fileURLToPath } from 'node:url';
import { patchModules } from './patchModules';

const LAZY_THEME_MODULE = fileURLToPath(
  new URL('../src/shared/theme/lazyTheme.ts', import.meta.url),
);
const MUI_MODULE = /[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/].*\.mjs$/;
/** A theme MUI creates as its module loads: `const defaultTheme = createTheme();`. */
const THEME_AT_LOAD = /^(export )?const (\w+) = createTheme\(\);$/gm;

/**
 * The fallback themes of MUI's modules, created on their first read rather than as the modules
 * load (../src/shared/theme/lazyTheme.ts). `null` for a module that creates none.
 */
export function withLazyThemes(code: string): string | null {
  if (!code.match(THEME_AT_LOAD)) return null;
  // On the first line, so that the module's lines keep their numbers for the source maps.
  const lazyImport = `import { lazyTheme as __lazyTheme } from ${JSON.stringify(LAZY_THEME_MODULE)};`;
  return (
    lazyImport +
    code.replace(THEME_AT_LOAD, '$1const $2 = /* @__PURE__ */ __lazyTheme(() => createTheme());')
  );
}

/** Makes MUI's fallback themes lazy in the builds (the app's and the server's). */
export const lazyMuiThemes = () => patchModules('lazy-mui-themes', MUI_MODULE, withLazyThemes);
