// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { installedFile } from './patchModules';
import { withPropNameSet } from './propNameSet';

const require = createRequire(import.meta.url);
const CJS_FILE = 'dist/emotion-is-prop-valid.cjs.js';

/** The module's `isPropValid`, from its code. */
function isPropValidOf(code: string): (prop: string) => boolean {
  const module = { exports: {} as { default: (prop: string) => boolean } };
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return module.exports.default;
}

describe('withPropNameSet', () => {
  // Fails when an upgrade of emotion changes how the module states its prop names.
  it.each([CJS_FILE, 'dist/emotion-is-prop-valid.esm.js'])('patches %s', (file) => {
    const code = installedFile('@emotion/is-prop-valid', file);
    const patched = withPropNameSet(code);
    expect(patched).not.toBeNull();
    expect(patched).not.toContain('|zoomAndPan|for|class|autofocus)|');
    expect(patched?.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('answers as emotion’s regular expression does', () => {
    const code = installedFile('@emotion/is-prop-valid', CJS_FILE);
    const original = isPropValidOf(code);
    const patched = isPropValidOf(withPropNameSet(code) ?? '');
    const names = /\(\(([\w|]+)\)\|/.exec(code)?.[1]?.split('|') ?? [];
    expect(names.length).toBeGreaterThan(400);
    const others = ['as', 'sx', 'theme', 'ownerState', 'component', 'variant', 'onClick'];
    const edges = [
      'onclick',
      'on',
      'data-',
      'data-testid',
      'DATA-x',
      'aria-label',
      'Aria-x',
      'x-y',
    ];
    const near = ['xy', 'dataTest', 'hrefs', 'Children', 'constructor', '__proto__', ''];
    for (const prop of [...names, ...others, ...edges, ...near]) {
      expect(patched(prop), prop).toBe(original(prop));
    }
  });
});
