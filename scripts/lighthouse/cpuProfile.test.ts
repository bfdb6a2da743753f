import { describe, expect, it } from 'vitest';
import { summarizeProfile } from './cpuProfile';

const frame = (functionName: string, url = '', lineNumber = -1, columnNumber = -1) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

describe('summarizeProfile', () => {
  it('counts all but idle samples as busy, and self time per function and place', () => {
    const base = 'http://127.0.0.1:5300';
    const summary = summarizeProfile(
      {
        nodes: [
          { id: 1, callFrame: frame('(idle)') },
          { id: 2, callFrame: frame('render', `${base}/assets/index.js`, 8, 120) },
          { id: 3, callFrame: frame('', `${base}/assets/page.js`, 0, 4) },
          { id: 4, callFrame: frame('(program)') },
        ],
        samples: [1, 2, 2, 3, 4, 1],
        timeDeltas: [5000, 2000, 3000, 1500, 500, 9000],
      },
      base,
    );
    expect(summary.busyMs).toBe(7);
    expect(Object.fromEntries(summary.selfMs)).toEqual({
      'render /assets/index.js:8:120': 5,
      '(anonymous) /assets/page.js:0:4': 1.5,
      '(program)': 0.5,
    });
  });
});
