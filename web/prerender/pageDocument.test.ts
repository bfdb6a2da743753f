import createCache from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered';
import { SERVED_PAGE_ID, SERVED_PAGE_MARK, SERVED_ROOT_MARK } from '../src/app/served/document';
import {
  APP_CHUNKS_TEMPLATE,
  finishPrerenderedDocument,
  finishServedTemplate,
} from './pageDocument';

function drawnDocument() {
  const document = new DOMParser().parseFromString(
    '<!doctype html><html><head><title>t</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"><h1>Bonjour</h1></div></body></html>',
    'text/html',
  );
  const rules = new Map<Node, string[]>();
  const addSheet = (css: string[], emotionKey?: string) => {
    const style = document.createElement('style');
    if (emotionKey) style.setAttribute('data-emotion', emotionKey);
    document.head.append(style);
    rules.set(style, css);
  };
  return { document, rules, addSheet };
}

describe('finishPrerenderedDocument', () => {
  it('writes the components’ rules in emotion’s server format, the others apart', () => {
    const { document, rules, addSheet } = drawnDocument();
    addSheet(['body{margin:0}']);
    addSheet(['.css-a1{color:red}', '@media (min-width:600px){.css-b2 .Mui-x{color:blue}}'], 'css');
    addSheet(['@keyframes animation-c3{from{opacity:0}}'], 'css');
    finishPrerenderedDocument(document, rules, '/assets/boot.js');

    const [others, components, ...rest] = document.head.querySelectorAll('style');
    expect(rest).toHaveLength(0);
    expect(others?.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(true);
    expect(others?.textContent).toBe('body{margin:0}');
    expect(components?.getAttribute('data-emotion')).toBe('css a1 b2 animation-c3');
    expect(components?.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
    expect(components?.textContent).toBe(
      '.css-a1{color:red}@media (min-width:600px){.css-b2 .Mui-x{color:blue}}@keyframes animation-c3{from{opacity:0}}',
    );
  });

  it('hands emotion the drawn styles as inserted, so the app does not insert them again', () => {
    const { document: drawn, rules, addSheet } = drawnDocument();
    addSheet(['.css-a1{color:red}', '.css-b2{color:blue}'], 'css');
    finishPrerenderedDocument(drawn, rules, '/assets/boot.js');
    const served = drawn.head.querySelector('style[data-emotion]');
    if (!served) throw new Error('no emotion style');
    document.head.append(document.importNode(served, true));

    const cache = createCache({ key: 'css' });
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(document.head.querySelectorAll('style[data-emotion]')).toHaveLength(1);
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

describe('finishServedTemplate', () => {
  it('keeps the head and boot of a drawn page, with marks for the server’s drawing and data', () => {
    const { document, addSheet } = drawnDocument();
    addSheet(['.css-a1{color:red}'], 'css');
    finishServedTemplate(document, '/assets/boot.js');
    const html = document.documentElement.outerHTML;
    expect(html).toContain(
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${SERVED_ROOT_MARK}</div><script type="application/json" id="${SERVED_PAGE_ID}">${SERVED_PAGE_MARK}</script>`,
    );
    expect(html).not.toContain('Bonjour');
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      '/assets/boot.js',
    );
    expect(document.querySelector(APP_CHUNKS_TEMPLATE)).not.toBeNull();
  });
});
