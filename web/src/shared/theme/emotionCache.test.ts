import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserEmotionCache, EMOTION_KEY } from './emotionCache';

/** The head of a page the server drew: its own elements, then the hoisted styles. */
function drawnHead() {
  document.head.innerHTML =
    '<title>t</title>' +
    '<style data-s="" data-emotion="mui-global g1">body{margin:0}</style>' +
    '<style data-served-styles="a1 b2">.mui-a1{color:red}.mui-b2{top:0}</style>';
  return [...document.head.children];
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('createBrowserEmotionCache', () => {
  it('takes the rules the server wrote as inserted, and touches none of its elements', () => {
    const before = drawnHead();
    const moves = [
      vi.spyOn(document.head, 'insertBefore'),
      vi.spyOn(document.head, 'appendChild'),
      vi.spyOn(document.head, 'removeChild'),
    ];
    const cache = createBrowserEmotionCache(document);
    for (const move of moves) expect(move).not.toHaveBeenCalled();
    expect([...document.head.children]).toEqual(before);
    expect(cache.key).toBe(EMOTION_KEY);
    expect(cache.inserted).toEqual({ a1: true, b2: true });
  });

  it('writes the rules of later renders in its own element, after the server’s', () => {
    const before = drawnHead();
    const cache = createBrowserEmotionCache(document);
    insertStyles(cache, serializeStyles([{ color: 'blue' }], cache.registered), false);
    const children = [...document.head.children];
    expect(children.slice(0, before.length)).toEqual(before);
    expect(children).toHaveLength(before.length + 1);
    expect(children.at(-1)?.getAttribute('data-emotion')).toBe(EMOTION_KEY);
  });

  it('starts empty on a page the server did not draw', () => {
    document.head.innerHTML = '<title>t</title>';
    const cache = createBrowserEmotionCache(document);
    expect(cache.inserted).toEqual({});
    insertStyles(cache, serializeStyles([{ color: 'blue' }], cache.registered), false);
    expect(document.head.lastElementChild?.tagName).toBe('STYLE');
  });

  it('writes standard properties, prefixed only where Safari needs it', () => {
    document.head.innerHTML = '<title>t</title>';
    const cache = createBrowserEmotionCache(document);
    const styles = {
      display: 'flex',
      alignItems: 'center',
      userSelect: 'none',
      appearance: 'none',
    } as const;
    insertStyles(cache, serializeStyles([styles], cache.registered), false);
    const css = document.head.lastElementChild?.textContent ?? '';
    expect(css).toContain('display:flex;align-items:center;');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).not.toMatch(/-webkit-box|-ms-|-moz-|-webkit-align|-webkit-appearance/);
  });
});
