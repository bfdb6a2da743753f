// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findRoute, ROUTES } from '../app/routing/routeTable';
import { SERVED_ROUTES } from '../../prerender/plugin';
import { testProvider } from '../features/providers/testing';
import { drawPage, drawPageWithoutData, fillDocument, hoistStyles } from './renderPage';

/** Firestore's REST encoding of a value (what runQuery answers). */
function restValue(value: unknown): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
}
const restFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([name, value]) => [name, restValue(value)]));

const { id: _id, ...plumber } = testProvider({ displayName: 'Jean-Paul <b>Ekwalla</b>' });
const COLLECTIONS: Record<string, [string, Record<string, unknown>][]> = {
  categories: [
    [
      'plumbing',
      {
        name: { fr: 'Plomberie', en: 'Plumbing' },
        description: { fr: 'Fuites', en: 'Leaks' },
        icon: 'plumbing',
        order: 1,
        active: true,
      },
    ],
  ],
  providers: [['seed-provider-01', plumber]],
};

/** The emulator's REST API, as far as the results page reads it. */
const fetchStub = vi.fn(async (_url: string, init?: { body?: string }) => {
  const body = JSON.parse(init?.body ?? '{}') as {
    structuredQuery?: { from?: { collectionId: string }[] };
  };
  const collection = body.structuredQuery?.from?.[0]?.collectionId ?? '';
  const documents = (COLLECTIONS[collection] ?? []).map(([id, data]) => ({
    document: {
      name: `projects/demo-marketplace/databases/(default)/documents/${collection}/${id}`,
      fields: restFields(data),
    },
  }));
  return new Response(JSON.stringify(documents.length ? documents : [{ readTime: 'now' }]));
});

beforeEach(() => vi.stubGlobal('fetch', fetchStub));
afterEach(() => vi.unstubAllGlobals());

describe('drawPage', () => {
  it('draws a results page with its data, in plain HTML, and serves its reads', async () => {
    const page = await drawPage({ url: '/services?category=plumbing', mobile: true });
    if (!page) throw new Error('not drawn');
    expect(page.routeName).toBe('services');
    expect(page.language).toBe('fr');
    expect(page.drawing).toContain('Services : Plomberie');
    // Escaped by React: text never becomes markup.
    expect(page.drawing).toContain('Jean-Paul &lt;b&gt;Ekwalla&lt;/b&gt;');
    // Hydration needs no script of React's (the pages' policy allows none inline).
    expect(page.drawing).not.toContain('<script');
    expect(page.data.width).toBe(360);
    expect(page.data.reads.map(({ key }) => key).sort()).toEqual([
      'categories:active',
      'providers:search?category=plumbing',
    ]);
  });

  it('draws the home page with its category cards, and serves their read', async () => {
    const page = await drawPage({ url: '/en', mobile: true });
    expect(page?.routeName).toBe('home');
    expect(page?.language).toBe('en');
    expect(page?.drawing).toContain('data-testid="category-plumbing"');
    expect(page?.drawing).toContain('Plumbing');
    expect(page?.drawing).not.toContain('categories-skeleton');
    expect(page?.data.reads.map(({ key }) => key)).toEqual(['categories:active']);
  });

  it('draws in the page’s language and for a computer’s width when asked', async () => {
    const page = await drawPage({ url: '/en/services?category=plumbing', mobile: false });
    expect(page?.language).toBe('en');
    expect(page?.drawing).toContain('Services: Plumbing');
    expect(page?.data.width).toBeGreaterThan(1000);
  });

  it('draws a page loading when its reads fail, and serves none of them', async () => {
    fetchStub.mockRejectedValueOnce(new TypeError('unreachable'));
    fetchStub.mockRejectedValueOnce(new TypeError('unreachable'));
    const page = await drawPage({ url: '/services?category=gardening', mobile: true });
    expect(page?.data.reads.map(({ key }) => key)).not.toContain(
      'providers:search?category=gardening',
    );
  });

  it('reads afresh for every page it draws: no answer is shared between visitors', async () => {
    const categoryReads = () =>
      fetchStub.mock.calls.filter(([, init]) => init?.body?.includes('"collectionId":"categories"'))
        .length;
    const before = categoryReads();
    await drawPage({ url: '/services?category=plumbing', mobile: true });
    await drawPage({ url: '/services?category=plumbing', mobile: true });
    expect(categoryReads() - before).toBe(2);
  });

  it('leaves every other page to the app', async () => {
    expect(await drawPage({ url: '/about', mobile: true })).toBeNull();
    expect(await drawPage({ url: '/profile', mobile: true })).toBeNull();
  });

  it('draws exactly the routes the build writes documents for', () => {
    const served = ROUTES.filter((route) => route.prefetch).map((route) => route.name);
    expect(Object.keys(SERVED_ROUTES).sort()).toEqual(served.sort());
    for (const [name, path] of Object.entries(SERVED_ROUTES)) {
      expect(findRoute(path)?.name).toBe(name);
    }
  });
});

describe('drawPageWithoutData', () => {
  it('draws a public page for a phone, its reads left to the browser', async () => {
    fetchStub.mockClear();
    const page = await drawPageWithoutData('/en/about');
    expect(page.routeName).toBe('about');
    expect(page.language).toBe('en');
    expect(page.drawing).toMatch(/<h1[^>]*>About Services Afrique<\/h1>/);
    expect(page.data).toEqual({ width: 360, reads: [] });
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('draws the home page’s sections below the fold as their placeholder', async () => {
    const page = await drawPageWithoutData('/');
    expect(page.drawing).toContain('Trouvez le bon prestataire près de chez vous');
    expect(page.drawing).toContain('data-testid="when-visible"');
    expect(fetchStub).not.toHaveBeenCalled();
  });
});

describe('hoistStyles', () => {
  it('takes every style element out of the drawing: global ones once each, the components’ in one, in order, marked for the browser', () => {
    const { drawing, styles } = hoistStyles(
      '<style data-emotion="mui-global x1">body{margin:0}</style><div class="mui-a1">' +
        '<style data-emotion="mui-global x1">body{margin:0}</style>' +
        '<style data-emotion="mui a1">.mui-a1{color:red}</style><p>Bonjour</p>' +
        '<style data-emotion="mui b2 c3">.mui-b2{color:blue}.mui-c3{top:0}</style></div>',
    );
    expect(drawing).toBe('<div class="mui-a1"><p>Bonjour</p></div>');
    expect(styles).toBe(
      '<style data-s="" data-emotion="mui-global x1">body{margin:0}</style>' +
        '<style data-served-styles="a1 b2 c3">.mui-a1{color:red}.mui-b2{color:blue}.mui-c3{top:0}</style>',
    );
  });

  it('puts the styles in the head of the page’s document, with the drawing and its data', () => {
    const html = fillDocument(
      '<html><head><title>t</title></head><body><div id="root"><!--served-root--></div>' +
        '<script type="application/json" id="served-page"><!--served-page--></script></body></html>',
      {
        routeName: 'about',
        language: 'fr',
        drawing: '<main>$& text</main>',
        styles: '<style data-served-styles="a1">.mui-a1{}</style>',
        data: { width: 360, reads: [] },
      },
    );
    expect(html).toBe(
      '<html><head><title>t</title><style data-served-styles="a1">.mui-a1{}</style></head><body>' +
        '<div id="root"><main>$& text</main></div>' +
        '<script type="application/json" id="served-page">{"width":360,"reads":[]}</script></body></html>',
    );
  });
});
