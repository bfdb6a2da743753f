import { describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered';
import { APP_CHUNKS_TEMPLATE, finishPrerenderedDocument } from './pageDocument';

function drawnDocument() {
  const document = new DOMParser().parseFromString(
    '<!doctype html><html><head><title>t</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"><h1>Bonjour</h1></div></body></html>',
    'text/html',
  );
  const rules = new Map<Node, string[]>();
  const addSheet = (css: string[], text = '') => {
    const style = document.createElement('style');
    style.textContent = text;
    document.head.append(style);
    rules.set(style, css);
  };
  return { document, rules, addSheet };
}

describe('finishPrerenderedDocument', () => {
  it('writes every sheet’s inserted rules, in head order, into one marked style element', () => {
    const { document, rules, addSheet } = drawnDocument();
    addSheet(['body{margin:0}']);
    addSheet(['.css-a{color:red}', '.css-b{color:blue}']);
    finishPrerenderedDocument(document, rules, '/assets/boot.js');

    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(true);
    expect(styles[0]?.textContent).toBe('body{margin:0}.css-a{color:red}.css-b{color:blue}');
  });

  it('keeps the text of a sheet written as text, and marks #root as prerendered', () => {
    const { document, rules } = drawnDocument();
    const textStyle = document.createElement('style');
    textStyle.textContent = 'h1{font-size:2rem}';
    document.head.append(textStyle);
    finishPrerenderedDocument(document, rules, '/assets/boot.js');

    expect(document.head.querySelector('style')?.textContent).toBe('h1{font-size:2rem}');
    expect(document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(true);
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>Bonjour</h1>');
  });

  it('cannot be closed early by the style text', () => {
    const { document, rules, addSheet } = drawnDocument();
    addSheet(['.x::after{content:"</style><script>"}']);
    finishPrerenderedDocument(document, rules, '/assets/boot.js');
    expect(document.head.innerHTML).not.toContain('</style><script>');
  });

  it('holds the entry and each chunk the drawing loaded, once, as inert preloads', () => {
    const { document, rules } = drawnDocument();
    for (const href of ['/assets/a.js', 'file:///assets/a.js', 'file:///assets/b.js']) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.setAttribute('href', href);
      document.head.append(link);
    }
    finishPrerenderedDocument(document, rules, '/assets/boot.js');
    // Nothing is fetched before the first paint: no link outside the template.
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    const template = document.head.querySelector<HTMLTemplateElement>(APP_CHUNKS_TEMPLATE);
    const links = [...(template?.content.querySelectorAll('link') ?? [])];
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/index.js'],
      ['modulepreload', '/assets/a.js'],
      ['modulepreload', '/assets/b.js'],
    ]);
  });

  it('starts the app from the boot entry, which loads it after a paint', () => {
    const { document, rules } = drawnDocument();
    finishPrerenderedDocument(document, rules, '/assets/boot.js');
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/boot.js');
  });
});
