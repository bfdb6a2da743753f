import { beforeEach, describe, expect, it } from 'vitest';
import { keepDocuments, readKeptDocuments } from './keptDocuments';

const group = { name: 'pages', max: 2 };
const documents = (id: string) => [{ id, data: { name: id } }];

beforeEach(() => {
  localStorage.clear();
});

describe('keepDocuments', () => {
  it('keeps answers by key, dates included', () => {
    const at = new Date('2026-01-02T00:00:00Z');
    keepDocuments('k', [{ id: 'a', data: { at: { toDate: () => at } } }]);
    const [kept] = readKeptDocuments('k') ?? [];
    expect((kept?.data.at as { toDate(): Date }).toDate()).toEqual(at);
    expect(readKeptDocuments('other')).toBeNull();
  });

  it('forgets the oldest answers of a group past its size, a key read again counting as new', () => {
    keepDocuments('a', documents('a'), group);
    keepDocuments('b', documents('b'), group);
    keepDocuments('a', documents('a'), group);
    keepDocuments('c', documents('c'), group);
    expect(readKeptDocuments('a')).toEqual(documents('a'));
    expect(readKeptDocuments('b')).toBeNull();
    expect(readKeptDocuments('c')).toEqual(documents('c'));
  });
});
