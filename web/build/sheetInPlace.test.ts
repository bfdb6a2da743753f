// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { installedFile } from './patchModules';
import { withSheetInPlace } from './sheetInPlace';

const CJS_FILE = 'dist/emotion-sheet.cjs.js';

interface Sheet {
  tags: HTMLStyleElement[];
  hydrate(nodes: HTMLStyleElement[]): void;
  flush(): void;
}
type SheetClass = new (options: { key: string; container: Node }) => Sheet;

/** The module's `StyleSheet`, from its code. */
function styleSheetOf(code: string): SheetClass {
  const module = { exports: {} as { StyleSheet: SheetClass } };
  new Function('module', 'exports', code)(module, module.exports);
  return module.exports.StyleSheet;
}

/** A head as a served page has it: a global style, then the page's rules. */
function servedHead() {
  document.head.innerHTML =
    '<style id="global">body{margin:0}</style><style id="served">.a{color:red}</style>';
  const byId = (id: string) => document.getElementById(id) as HTMLStyleElement;
  return { global: byId('global'), served: byId('served') };
}

const order = () => [...document.head.children].map((element) => element.id);

describe('withSheetInPlace', () => {
  // Fails when an upgrade of emotion changes how its sheet takes over style elements.
  it.each([CJS_FILE, 'dist/emotion-sheet.esm.js'])('patches %s', (file) => {
    const code = installedFile('@emotion/sheet', file);
    const patched = withSheetInPlace(code);
    expect(patched).not.toBeNull();
    expect(patched?.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('takes a style element of its container where it stands (emotion moves it to the end)', () => {
    const code = installedFile('@emotion/sheet', CJS_FILE);
    const Original = styleSheetOf(code);
    let { global } = servedHead();
    new Original({ key: 'mui-global', container: document.head }).hydrate([global]);
    expect(order()).toEqual(['served', 'global']);

    const Patched = styleSheetOf(withSheetInPlace(code) ?? '');
    ({ global } = servedHead());
    const sheet = new Patched({ key: 'mui-global', container: document.head });
    sheet.hydrate([global]);
    expect(order()).toEqual(['global', 'served']);
    expect(sheet.tags).toEqual([global]);
    // Still its own: a new theme's global styles replace it.
    sheet.flush();
    expect(order()).toEqual(['served']);
  });

  it('still inserts a style element from elsewhere', () => {
    const Patched = styleSheetOf(withSheetInPlace(installedFile('@emotion/sheet', CJS_FILE)) ?? '');
    servedHead();
    const outside = document.createElement('style');
    outside.id = 'outside';
    const sheet = new Patched({ key: 'mui', container: document.head });
    sheet.hydrate([outside]);
    expect(order()).toEqual(['global', 'served', 'outside']);
    expect(sheet.tags).toEqual([outside]);
  });
});
