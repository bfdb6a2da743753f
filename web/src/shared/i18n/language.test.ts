import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, languageFromPath, localizedPath } from './language';

describe('languageFromPath', () => {
  it.each([
    ['/', 'fr'],
    ['/services', 'fr'],
    ['/english-lessons', 'fr'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/services', 'en'],
  ])('%s is %s', (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });
});

describe('localizedPath', () => {
  it('adds the /en prefix for English only', () => {
    expect(localizedPath('/', 'fr')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/about', 'en')).toBe('/en/about');
    expect(localizedPath('/about', 'fr')).toBe('/about');
  });
});

describe('applyDocumentLanguage', () => {
  it('sets lang, title, description and exactly one body language class', () => {
    document.head.innerHTML = '<meta name="description" content="Trouvez">';
    applyDocumentLanguage('fr', {
      title: 'Plateforme Africaine de Services',
      description: 'Trouvez',
    });
    applyDocumentLanguage('en', { title: 'African Services Marketplace', description: 'Find' });
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('African Services Marketplace');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Find',
    );
    expect(document.body.classList.contains('lang-en')).toBe(true);
    expect(document.body.classList.contains('lang-fr')).toBe(false);
  });

  it('writes nothing to a document that is right already (a page drawn by the server)', async () => {
    const texts = { title: 'African Services Marketplace', description: 'Find' };
    document.head.innerHTML = '<meta name="description" content="Trouvez">';
    applyDocumentLanguage('en', texts);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document, { subtree: true, attributes: true, childList: true });
    applyDocumentLanguage('en', texts);
    await Promise.resolve();
    observer.disconnect();
    expect(changes).toEqual([]);
  });
});
