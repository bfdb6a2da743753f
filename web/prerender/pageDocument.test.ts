import { describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered';
import { SERVED_PAGE_ID, SERVED_PAGE_MARK, SERVED_ROOT_MARK } from '../src/app/served/document';
import { APP_CHUNKS_TEMPLATE, finishServedTemplate } from './pageDocument';

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
  it('holds the entry and each chunk the drawing loaded, once, as inert preloads', () => {
    const { document } = drawnDocument();
    for (const href of ['/assets/a.js', 'file:///assets/a.js', 'file:///assets/b.js']) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.setAttribute('href', href);
      document.head.append(link);
    }
    finishServedTemplate(document, '/assets/boot.js');
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
    const { document } = drawnDocument();
    finishServedTemplate(document, '/assets/boot.js');
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/boot.js');
  });

  it('keeps the head and boot of a drawn page, with marks for the server’s drawing and data', () => {
    const { document, addSheet } = drawnDocument();
    addSheet('.css-a1{color:red}', 'css');
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
