import { coverageOf, namespaceOf, type NamespaceCoverage } from './coverage';

/**
 * Every translation file of the app, loaded only when an admin opens this page, as text: the
 * pages import the same files as modules, and a module imported here too would be split out of
 * its page's chunk into one of its own, one more request per file on a first visit.
 */
const files = import.meta.glob<string>('../../**/locales/**/*.json', {
  query: '?raw',
  import: 'default',
});

export async function loadCoverage(): Promise<NamespaceCoverage[]> {
  const byNamespace = new Map<string, { fr?: unknown; en?: unknown }>();
  await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      const target = namespaceOf(path);
      if (!target) return;
      const texts: unknown = JSON.parse(await load());
      // Read after the await: both languages of a namespace load concurrently.
      const entry = byNamespace.get(target.namespace) ?? {};
      entry[target.language] = texts;
      byNamespace.set(target.namespace, entry);
    }),
  );
  return [...byNamespace.entries()]
    .map(([namespace, { fr, en }]) => coverageOf(namespace, fr ?? {}, en ?? {}))
    .sort((a, b) => a.namespace.localeCompare(b.namespace));
}
