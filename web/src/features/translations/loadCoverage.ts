import { coverageOf, namespaceOf, type NamespaceCoverage } from './coverage';

// Every translation file of the app, loaded only when an admin opens this page.
const files = import.meta.glob<Record<string, unknown>>('../../**/locales/**/*.json', {
  import: 'default',
});

export async function loadCoverage(): Promise<NamespaceCoverage[]> {
  const byNamespace = new Map<string, { fr?: unknown; en?: unknown }>();
  await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      const target = namespaceOf(path);
      if (!target) return;
      const texts = await load();
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
