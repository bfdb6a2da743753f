import { describe, expect, it } from 'vitest';
import { coverageOf, leafTexts, namespaceOf } from './coverage';

describe('translation coverage', () => {
  it('flattens nested keys and arrays', () => {
    expect([...leafTexts({ a: { b: 'x', c: ['y', 'z'] } }).keys()]).toEqual([
      'a.b',
      'a.c.0',
      'a.c.1',
    ]);
  });

  it('reports keys that exist in one language only', () => {
    const coverage = coverageOf('home', { a: 'A', b: 'B' }, { a: 'A', c: 'C' });
    expect(coverage.missingInEnglish).toEqual(['b']);
    expect(coverage.missingInFrench).toEqual(['c']);
  });

  it('names namespaces from their file paths', () => {
    expect(namespaceOf('../home/locales/fr.json')).toEqual({
      namespace: 'home',
      language: 'fr',
    });
    expect(namespaceOf('../info/locales/steps.en.json')).toEqual({
      namespace: 'info/steps',
      language: 'en',
    });
    expect(namespaceOf('../../shared/i18n/locales/fr/common.json')).toEqual({
      namespace: 'common',
      language: 'fr',
    });
    expect(namespaceOf('../home/data.json')).toBeNull();
  });
});
