import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withTriggersOff } from './triggersOff';

let server: Server | null = null;
const savedHub = process.env.FIREBASE_EMULATOR_HUB;

/** A stand-in emulator hub that answers `status` and records what it was asked, in order. */
async function hub(status = 200): Promise<string[]> {
  const calls: string[] = [];
  server = createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    response.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((listening) => server?.listen(0, '127.0.0.1', listening));
  process.env.FIREBASE_EMULATOR_HUB = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return calls;
}

afterEach(async () => {
  await new Promise((closed) => (server ? server.close(closed) : closed(undefined)));
  server = null;
  if (savedHub === undefined) delete process.env.FIREBASE_EMULATOR_HUB;
  else process.env.FIREBASE_EMULATOR_HUB = savedHub;
});

describe('withTriggersOff', () => {
  it('turns the triggers off for the writes and on again after them', async () => {
    const calls = await hub();
    const result = await withTriggersOff(async () => {
      calls.push('write');
      return 7;
    });
    expect(result).toBe(7);
    expect(calls).toEqual([
      'PUT /functions/disableBackgroundTriggers',
      'write',
      'PUT /functions/enableBackgroundTriggers',
    ]);
  });

  it('turns them on again when the writes fail', async () => {
    const calls = await hub();
    await expect(withTriggersOff(() => Promise.reject(new Error('write refused')))).rejects.toThrow(
      'write refused',
    );
    expect(calls.at(-1)).toBe('PUT /functions/enableBackgroundTriggers');
  });

  it('just writes without a Functions emulator (the hub refuses) or without a hub', async () => {
    const calls = await hub(400);
    expect(await withTriggersOff(async () => 'written')).toBe('written');
    expect(calls).toEqual(['PUT /functions/disableBackgroundTriggers']);
    await new Promise((closed) => server?.close(closed));
    server = null;
    expect(await withTriggersOff(async () => 'written')).toBe('written');
  });
});
