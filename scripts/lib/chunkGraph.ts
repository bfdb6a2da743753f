/** The chunk graph of a Vite build, from its manifest (`build.manifest`). */

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically, as manifest keys. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The first cycle of static imports between chunks, as manifest keys (the first key again at
 * the end), or null. In a cycle one chunk is evaluated before a chunk it imports, whose
 * bindings are then not yet set: a bundling mistake that shows only when the page runs.
 */
export function importCycle(manifest: Manifest): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (key: string): string[] | null => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'open') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'open');
    path.push(key);
    for (const imported of manifest[key]?.imports ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key);
    if (cycle) return cycle;
  }
  return null;
}
