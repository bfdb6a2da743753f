import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { missesOf, PAGES, verdict, type PageResult, type RunFigures } from './measure';

const met: RunFigures = {
  performance: 98,
  lcpMs: 1100,
  tbtMs: 80,
  cls: 0,
  scriptBytes: 223_000,
  mainThreadMs: 1900,
  mainThreadCpuMs: 250,
};
const floor: RunFigures = { ...met, performance: 92, tbtMs: 310, mainThreadMs: 1000 };

function resultsWith(figures: Record<string, Partial<RunFigures>>): PageResult[] {
  return PAGES.map((page) => {
    const base = page.path.includes('lighthouse-') ? floor : met;
    const median = { ...base, ...figures[page.path] };
    return { page, runs: [median], median, medianLhr: {} as Result };
  });
}

describe('the verdict of npm run lighthouse', () => {
  it('holds every listed page to the targets, the floors left out', () => {
    const results = resultsWith({});
    expect(verdict(results)).toBe('Every target met on the 5 pages measured');
    // The floors' own misses are still marked in the table.
    expect(missesOf(results).at(-2)).toEqual({ performance: true, tbtMs: true });
  });

  it('names each page and figure that misses, the main thread against twice the reference', () => {
    const results = resultsWith({
      '/providers/seed-provider-01': { mainThreadMs: 2001, tbtMs: 201 },
      '/': { scriptBytes: 250_001 },
      '/about': { mainThreadMs: 2000, performance: 95, lcpMs: 2500, cls: 0.02 },
    });
    expect(verdict(results)).toBe(
      'Targets missed on 2 of 5 pages: `/` (JS transferred); ' +
        '`/providers/seed-provider-01` (TBT, main-thread work)',
    );
  });
});
