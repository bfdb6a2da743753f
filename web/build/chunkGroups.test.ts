// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS } from './chunkGroups';

const groupsOf = (moduleId: string) =>
  CHUNK_GROUPS.filter(({ test }) => test.test(moduleId)).map(({ name }) => name);

describe('chunk groups', () => {
  it('take a page’s texts but not the text of the file the coverage page reads', () => {
    const texts = '/app/web/src/features/pwa/locales/fr.json';
    expect(groupsOf(texts)).toEqual(['app-core']);
    expect(groupsOf(`${texts}?raw`)).toEqual([]);
  });

  it('leave each information page’s own texts to its page’s chunk', () => {
    expect(groupsOf('/app/web/src/features/info/locales/fr.json')).toEqual(['info-pages']);
    expect(groupsOf('/app/web/src/features/info/locales/about.fr.json')).toEqual([]);
  });
});
