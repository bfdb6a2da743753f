import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CHUNKS_TEMPLATE } from './pageDocument';
import { bootEntryCode, evaluationOrder } from './bootEntry';

const chunk = (fileName: string, imports: string[] = []) => ({ fileName, imports });

describe('evaluationOrder', () => {
  it('puts each chunk after its static imports, in their order, and the entry last', () => {
    const chunks = Object.fromEntries(
      [
        chunk('index.js', ['runtime.js', 'mui.js', 'app.js', 'en.js']),
        chunk('runtime.js'),
        chunk('mui.js', ['runtime.js']),
        chunk('app.js', ['runtime.js', 'mui.js']),
        chunk('en.js'),
        chunk('lazy.js', ['index.js']),
      ].map((each) => [each.fileName, each]),
    );
    expect(evaluationOrder(chunks, 'index.js')).toEqual([
      'runtime.js',
      'mui.js',
      'app.js',
      'en.js',
      'index.js',
    ]);
  });

  it('enters a chunk once when chunks import each other, as the browser does', () => {
    const chunks = { 'a.js': chunk('a.js', ['b.js']), 'b.js': chunk('b.js', ['a.js']) };
    expect(evaluationOrder(chunks, 'a.js')).toEqual(['b.js', 'a.js']);
  });

  it('fails the build on an import of a chunk it did not write', () => {
    expect(() => evaluationOrder({ 'a.js': chunk('a.js', ['gone.js']) }, 'a.js')).toThrow(
      'gone.js',
    );
  });
});

describe('bootEntryCode', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
  });

  it('after a paint, adds the preload links then imports the chunks in order, one per task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const template = document.createElement('template');
    template.setAttribute(APP_CHUNKS_TEMPLATE.slice('template['.length, -1), '');
    template.innerHTML = ['a', 'b']
      .map((name) => `<link rel="modulepreload" href="/${name}">`)
      .join('');
    document.head.append(template);
    const imported: string[] = [];
    const load = vi.fn((path: string) => {
      imported.push(path);
      return Promise.resolve();
    });
    const code = bootEntryCode(['/runtime.js', '/index.js']);
    expect(code.match(/import\(/g)).toHaveLength(1);
    // The page's globals, passed in: the fake timers are those of this test's realm.
    new Function(
      'load',
      'document',
      'requestAnimationFrame',
      'setTimeout',
      code.replace('import(', 'load('),
    )(load, document, requestAnimationFrame, setTimeout);

    const links = () => [...document.head.querySelectorAll('link')].map((link) => link.href);
    expect(links()).toEqual([]);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(links()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(links()).toHaveLength(2);
    expect(imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(imported).toEqual(['/runtime.js']);
    await vi.advanceTimersByTimeAsync(1);
    expect(imported).toEqual(['/runtime.js', '/index.js']);
    await vi.runAllTimersAsync();
    expect(imported).toHaveLength(2);
  });
});
