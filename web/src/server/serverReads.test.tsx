// @vitest-environment node
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import type { PublicDocument } from '../shared/firebase/publicQuery';
import { loadableConverter, type ServedData } from '../shared/firebase/servedData';
import { serverReads } from './serverReads';

const converter = loadableConverter(
  'test/server-reads',
  async () => (document: PublicDocument) => document,
);
const answer = (name: string): PublicDocument[][] => [[{ id: name, data: { name } }]];

function Read({
  reads,
  name,
  read,
}: {
  reads: ServedData;
  name: string;
  read: () => Promise<PublicDocument[][]>;
}) {
  const pages = reads.usePages(name, read, converter);
  return <p>{pages ? `${name}: ${String(pages[0]?.[0]?.data.name)}` : `${name}: loading`}</p>;
}

async function draw(reads: ServedData, parts: Record<string, () => Promise<PublicDocument[][]>>) {
  const { prelude } = await prerenderToNodeStream(
    <Suspense>
      {Object.entries(parts).map(([name, read]) => (
        <Read key={name} reads={reads} name={name} read={read} />
      ))}
    </Suspense>,
  );
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array>)
    html += Buffer.from(chunk).toString();
  return html;
}

describe('serverReads', () => {
  it('draws each read once answered, and lists what it served', async () => {
    const reads = serverReads();
    let calls = 0;
    const html = await draw(reads, {
      a: async () => (calls++, answer('A')),
      b: async () => answer('B'),
    });
    expect(html).toContain('a: A');
    expect(html).toContain('b: B');
    expect(calls).toBe(1);
    expect(reads.served().map(({ key, converter: name }) => [key, name])).toEqual([
      ['a', 'test/server-reads'],
      ['b', 'test/server-reads'],
    ]);
  });

  it('draws a failed or late read loading, and does not serve it', async () => {
    const reads = serverReads(30);
    const html = await draw(reads, {
      failed: () => Promise.reject(new Error('permission denied')),
      late: () => new Promise((resolve) => setTimeout(() => resolve(answer('late')), 500)),
      fine: async () => answer('fine'),
    });
    expect(html).toContain('failed: loading');
    expect(html).toContain('late: loading');
    expect(html).toContain('fine: fine');
    expect(reads.served().map(({ key }) => key)).toEqual(['fine']);
  });
});
