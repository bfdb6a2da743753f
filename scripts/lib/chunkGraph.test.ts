import { describe, expect, it } from 'vitest';
import { importCycle, staticClosure, type Manifest } from './chunkGraph';

const chunk = (file: string, imports: string[] = []) => ({ file, imports });

describe('chunk graph', () => {
  const manifest: Manifest = {
    'index.html': chunk('index.js', ['_base.js']),
    '_base.js': chunk('base.js'),
    'Page.tsx': { ...chunk('Page.js', ['_kit.js', 'index.html']), isDynamicEntry: true },
    '_kit.js': chunk('kit.js', ['_base.js']),
  };

  it('takes a chunk with what it imports statically', () => {
    expect([...staticClosure(manifest, 'Page.tsx')].sort()).toEqual(
      ['Page.tsx', '_base.js', '_kit.js', 'index.html'].sort(),
    );
  });

  it('finds no cycle in a tree, and the one a lazy group importing back the entry makes', () => {
    expect(importCycle(manifest)).toBeNull();
    const cyclic = { ...manifest, '_base.js': chunk('base.js', ['_kit.js']) };
    expect(importCycle(cyclic)).toEqual(['_base.js', '_kit.js', '_base.js']);
  });
});
