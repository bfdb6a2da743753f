import { describe, expect, it } from 'vitest';

/**
 * Every French/English resource pair of the app: `…/fr.json` + `…/en.json`,
 * `…/name.fr.json` + `…/name.en.json`, and `…/fr/name.json` + `…/en/name.json`.
 */
const files = import.meta.glob<Record<string, unknown>>('../../**/locales/**/*.json', {
  eager: true,
  import: 'default',
});

function englishPathOf(frenchPath: string): string | null {
  if (frenchPath.endsWith('/fr.json')) return frenchPath.replace(/\/fr\.json$/, '/en.json');
  if (frenchPath.endsWith('.fr.json')) return frenchPath.replace(/\.fr\.json$/, '.en.json');
  if (frenchPath.includes('/fr/')) return frenchPath.replace('/fr/', '/en/');
  return null;
}

const pairs = Object.keys(files)
  .map((path) => [path, englishPathOf(path)] as const)
  .filter((pair): pair is readonly [string, string] => pair[1] !== null);

/** Every leaf path, arrays included by index, so list lengths must match too. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of leaves(child, prefix ? `${prefix}.${key}` : key)) result.set(...entry);
    }
  } else {
    result.set(prefix, value);
  }
  return result;
}

const interpolations = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('translation resources', () => {
  it('exist in pairs', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(8);
    for (const [, english] of pairs) expect(files[english], english).toBeDefined();
  });

  describe.each(pairs)('%s', (french, english) => {
    const fr = leaves(files[french]);
    const en = leaves(files[english]);

    it('has the same keys (and list lengths) in French and English', () => {
      expect([...en.keys()].sort()).toEqual([...fr.keys()].sort());
    });

    it('holds only non-empty strings, with the same interpolations', () => {
      for (const [path, value] of fr) {
        expect(typeof value, path).toBe('string');
        expect(String(value).trim(), path).not.toBe('');
        expect(String(en.get(path) ?? '').trim(), path).not.toBe('');
        expect(interpolations(en.get(path)), path).toEqual(interpolations(value));
      }
    });

    it('has no placeholder text', () => {
      const text = JSON.stringify([files[french], files[english]]).toLowerCase();
      for (const word of ['lorem', 'ipsum', 'coming soon', 'bientôt disponible', 'todo']) {
        expect(text).not.toContain(word);
      }
    });
  });
});
