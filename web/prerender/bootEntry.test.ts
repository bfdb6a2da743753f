import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CHUNKS_EVALUATED } from '../src/app/served/document';
import { APP_CHUNKS_ATTRIBUTE, bootEntryCode, evaluationOrder, type ChunkGraph } from './bootEntry';

describe('evaluationOrder', () => {
  const graph: ChunkGraph = {
    'index.js': ['runtime.js', 'mui.js', 'app.js', 'en.js'],
    'runtime.js': [],
    'mui.js': ['runtime.js'],
    'app.js': ['runtime.js', 'mui.js'],
    'en.js': [],
    'page.js': ['app.js', 'card.js'],
    'card.js': ['mui.js'],
  };

  it('puts each chunk after its static imports, in their order', () => {
    expect(evaluationOrder(graph, ['index.js'])).toEqual([
      'runtime.js',
      'mui.js',
      'app.js',
      'en.js',
      'index.js',
    ]);
  });

  it('puts each root after the roots before it, once each', () => {
    expect(evaluationOrder(graph, ['page.js', 'index.js'])).toEqual([
      'runtime.js',
      'mui.js',
      'app.js',
      'card.js',
      'page.js',
      'en.js',
      'index.js',
    ]);
  });

  it('enters a chunk once when chunks import each other, as the browser does', () => {
    expect(evaluationOrder({ 'a.js': ['b.js'], 'b.js': ['a.js'] }, ['a.js'])).toEqual([
      'b.js',
      'a.js',
    ]);
  });

  it('fails the build on an import of a chunk it did not write', () => {
    expect(() => evaluationOrder({ 'a.js': ['gone.js'] }, ['a.js'])).toThrow('gone.js');
  });
});

/** The template a drawn page holds its chunks in (./pageDocument.ts). */
function addChunksTemplate(hrefs: string[]) {
  const template = document.createElement('template');
  template.setAttribute(APP_CHUNKS_ATTRIBUTE, '');
  template.innerHTML = hrefs.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  document.head.append(template);
}

/**
 * Runs the boot entry with this test's globals (the fake timers are those of this realm), its
 * dynamic import replaced by `load`; `PerformanceObserver` undefined where paint timing is not
 * reported.
 */
function runBootEntry(load: (path: string) => Promise<unknown>, PerformanceObserver?: unknown) {
  new Function(
    'load',
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'PerformanceObserver',
    bootEntryCode().replace('import(', 'load('),
  )(load, document, requestAnimationFrame, setTimeout, PerformanceObserver);
}

describe('bootEntryCode', () => {
  // jsdom knows no module preloads; Chromium, Firefox 115+ and Safari 17+ do.
  beforeEach(() => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation(
      (token) => token === 'modulepreload',
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.replaceChildren();
  });

  it('after a frame, adds the preload links, then once all have loaded imports their chunks in their order, one per task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    addChunksTemplate(['/runtime.js', '/index.js']);
    const imported: string[] = [];
    const load = vi.fn((path: string) => {
      imported.push(path);
      return Promise.resolve();
    });
    expect(bootEntryCode().match(/import\(/g)).toHaveLength(1);
    // No paint timing here: a frame stands in for the first contentful paint.
    runBootEntry(load);

    const links = () => [...document.head.querySelectorAll('link')];
    expect(links()).toEqual([]);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(links()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/runtime.js', '/index.js']);
    links()[1]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5);
    // The first chunk waits for the last download: evaluated beside it, it waited for a core.
    expect(imported).toEqual([]);
    links()[0]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toEqual(['/runtime.js']);
    await vi.advanceTimersByTimeAsync(1);
    expect(imported).toEqual(['/runtime.js', '/index.js']);
    const evaluated = vi.fn();
    void (window as unknown as Record<string, Promise<unknown>>)[APP_CHUNKS_EVALUATED]?.then(
      evaluated,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(evaluated).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(imported).toHaveLength(2);
    expect(evaluated).toHaveBeenCalled();
  });

  it('counts a link that failed to load as done: its import then reports the failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    addChunksTemplate(['/runtime.js', '/gone.js']);
    const load = vi.fn(() => Promise.resolve());
    runBootEntry(load);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(5);
    const [runtime, gone] = document.head.querySelectorAll('link');
    runtime?.dispatchEvent(new Event('load'));
    gone?.dispatchEvent(new Event('error'));
    await vi.runAllTimersAsync();
    expect(load.mock.calls).toEqual([['/runtime.js'], ['/gone.js']]);
  });

  it('without module preloads, whose links fire no load event, imports the chunks at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false);
    addChunksTemplate(['/runtime.js', '/index.js']);
    const load = vi.fn(() => Promise.resolve());
    runBootEntry(load);
    vi.advanceTimersToNextFrame();
    await vi.runAllTimersAsync();
    expect(load.mock.calls).toEqual([['/runtime.js'], ['/index.js']]);
  });

  it('where paint timing is reported, starts only after the first contentful paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    addChunksTemplate(['/runtime.js']);
    const observers: Array<{ report: (names: string[]) => void; disconnected: boolean }> = [];
    class FakePaintObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      disconnected = false;
      constructor(
        callback: (
          list: { getEntriesByName: (name: string) => unknown[] },
          observer: FakePaintObserver,
        ) => void,
      ) {
        observers.push(this);
        this.report = (names) =>
          callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
      }
      report: (names: string[]) => void;
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    const load = vi.fn(() => Promise.resolve());
    runBootEntry(load, FakePaintObserver);
    const links = () => document.head.querySelectorAll('link').length;
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(10);
    // A first paint without text is not enough.
    observers[0]?.report(['first-paint']);
    await vi.advanceTimersByTimeAsync(10);
    expect(links()).toBe(0);
    observers[0]?.report(['first-contentful-paint']);
    expect(observers[0]?.disconnected).toBe(true);
    await vi.runAllTimersAsync();
    expect(links()).toBe(1);
    document.head.querySelector('link')?.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledExactlyOnceWith('/runtime.js');
  });

  it('settles its promise when a chunk fails to load, so that the app still starts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    addChunksTemplate(['/gone.js']);
    runBootEntry(() => Promise.reject(new Error('offline')));
    await vi.runAllTimersAsync();
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    await vi.runAllTimersAsync();
    const evaluated = vi.fn();
    await (window as unknown as Record<string, Promise<unknown>>)[APP_CHUNKS_EVALUATED]?.then(
      evaluated,
    );
    expect(evaluated).toHaveBeenCalled();
  });
});
