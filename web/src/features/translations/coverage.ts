/** Every leaf key of a resource object, dotted ("nav.user.profile"), arrays by index. */
export function leafTexts(value: unknown, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of leafTexts(child, prefix ? `${prefix}.${key}` : key)) result.set(...entry);
    }
  } else {
    result.set(prefix, String(value));
  }
  return result;
}

export interface NamespaceCoverage {
  namespace: string;
  fr: Map<string, string>;
  en: Map<string, string>;
  missingInEnglish: string[];
  missingInFrench: string[];
}

export function coverageOf(namespace: string, fr: unknown, en: unknown): NamespaceCoverage {
  const frTexts = leafTexts(fr);
  const enTexts = leafTexts(en);
  return {
    namespace,
    fr: frTexts,
    en: enTexts,
    missingInEnglish: [...frTexts.keys()].filter((key) => !enTexts.has(key)).sort(),
    missingInFrench: [...enTexts.keys()].filter((key) => !frTexts.has(key)).sort(),
  };
}

/**
 * Pairs locale files by namespace: `<feature>/locales/fr.json` is `<feature>`,
 * `<feature>/locales/<part>.fr.json` is `<feature>/<part>`, `locales/fr/<ns>.json` is `<ns>`.
 */
export function namespaceOf(path: string): { namespace: string; language: 'fr' | 'en' } | null {
  const feature = /([^/]+)\/locales\/(?:([^/]+)\.)?(fr|en)\.json$/.exec(path);
  if (feature) {
    const [, name = '', part, language] = feature;
    return { namespace: part ? `${name}/${part}` : name, language: language as 'fr' | 'en' };
  }
  const shared = /locales\/(fr|en)\/([^/]+)\.json$/.exec(path);
  if (shared) return { namespace: shared[2] ?? '', language: shared[1] as 'fr' | 'en' };
  return null;
}
