import { describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered';
import { SERVED_PAGE_ID, SERVED_PAGE_MARK, SERVED_ROOT_MARK } from '../src/app/served/document';
import { APP_CHUNKS_TEMPLATE, type ChunkGraph } from './bootEntry';
import { finishServedTemplate } from './pageDocument';

/** The entry imports the runtime; the page's chunk a imports the entry and b. */
const chunks: ChunkGraph = {
  '/assets/index.js': ['/assets/runtime.js'],
  '/assets/runtime.js': [],
  '/assets/a.js': ['/assets/runtime.js', '/assets/index.js', '/assets/b.js'],
  '/assets/b.js': [],
};

function drawnDocument() {
  const document = new DOMParser().parseFromString(
    '<!doctype html><html><head><title>t</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"><h1>Bonjour</h1></div></body></html>',
    'text/html',
  );
  const addSheet = (css: string, emotionKey?: string) => {
    const style = document.createElement('style');
    if (emotionKey) style.setAttribute('data-emotion', emotionKey);
    style.textContent = css;
    document.head.append(style);
  };
  return { document, addSheet };
}

describe('finishServedTemplate', () => {
  it('holds the entry and each chunk the drawing loaded, once, as inert preloads in evaluation order', () => {
    const { document } = drawnDocument();
    for (const href of [
      '/assets/runtime.js',
      '/assets/a.js',
      'file:///assets/a.js',
      'file:///assets/b.js',
    ]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.setAttribute('href', href);
      document.head.append(link);
    }
    finishServedTemplate(document, '/assets/boot.js', chunks);
    // Nothing is fetched before the first paint: no link outside the template.
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    const template = document.head.querySelector<HTMLTemplateElement>(APP_CHUNKS_TEMPLATE);
    const links = [...(template?.content.querySelectorAll('link') ?? [])];
    // Each after its imports; the entry, which starts the app, as early as a chunk needs it.
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/runtime.js'],
      ['modulepreload', '/assets/index.js'],
      ['modulepreload', '/assets/b.js'],
      ['modulepreload', '/assets/a.js'],
    ]);
  });

  it('puts the entry last when no page chunk imports it', () => {
    const { document } = drawnDocument();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.setAttribute('href', '/assets/b.js');
    document.head.append(link);
    finishServedTemplate(document, '/assets/boot.js', chunks);
    const template = document.head.querySelector<HTMLTemplateElement>(APP_CHUNKS_TEMPLATE);
    expect(
      [...(template?.content.querySelectorAll('link') ?? [])].map((each) =>
        each.getAttribute('href'),
      ),
    ).toEqual(['/assets/b.js', '/assets/runtime.js', '/assets/index.js']);
  });

  it('starts the app from the boot entry, which loads it after a paint', () => {
    const { document } = drawnDocument();
    finishServedTemplate(document, '/assets/boot.js', chunks);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/boot.js');
  });

  it('keeps the head and boot of a drawn page, with marks for the server’s drawing and data', () => {
    const { document, addSheet } = drawnDocument();
    addSheet('.css-a1{color:red}', 'css');
    finishServedTemplate(document, '/assets/boot.js', chunks);
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
