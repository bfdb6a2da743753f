import { afterEach, describe, expect, it } from 'vitest';
import { applyManifestLanguage } from './manifest';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyManifestLanguage', () => {
  it('points the manifest link and the iOS title at the page language', () => {
    document.head.innerHTML =
      '<link rel="manifest" href="/manifest.webmanifest">' +
      '<meta name="apple-mobile-web-app-title" content="Services Afrique">';
    const link = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    const title = () =>
      document.querySelector('meta[name="apple-mobile-web-app-title"]')?.getAttribute('content');

    applyManifestLanguage('en');
    expect(link()).toBe('/manifest.en.webmanifest');
    expect(title()).toBe('Services Africa');

    applyManifestLanguage('fr');
    expect(link()).toBe('/manifest.webmanifest');
    expect(title()).toBe('Services Afrique');
  });

  it('adds the link when the page has none', () => {
    applyManifestLanguage('en');
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});
