import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorCsp, writeEmulatorConfig } from './emulators';
import { ROOT } from './run';

type Config = {
  emulators: Record<string, { port?: number }>;
  hosting: { public: string; headers: Array<{ headers: Array<{ key: string; value: string }> }> };
};
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Config;
const cspOf = (config: Config) =>
  config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

describe('the Content-Security-Policy', () => {
  it('trusts no local origin in production (firebase.json)', () => {
    const csp = cspOf(read(join(ROOT, 'firebase.json')));
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).not.toMatch(/http:|localhost|127\.0\.0\.1|\*:/);
  });

  it("adds the emulators' Firestore and Auth ports to connect-src only", () => {
    const policy = "default-src 'self'; connect-src 'self' https://*.googleapis.com; img-src 'self'";
    expect(emulatorCsp(policy, { firestore: 8110, auth: 9129 })).toBe(
      "default-src 'self'; connect-src 'self' https://*.googleapis.com http://*:8110 http://*:9129; img-src 'self'",
    );
  });
});

describe('writeEmulatorConfig', () => {
  it('moves every port, serves another build and opens the CSP to the moved emulators', () => {
    const config = read(writeEmulatorConfig({ offset: 30, dist: '/tmp/dist-30' }));
    expect(config.emulators.firestore?.port).toBe(8110);
    expect(config.emulators.auth?.port).toBe(9129);
    expect(config.emulators.hosting?.port).toBe(5030);
    expect(config.emulators.tasks?.port).toBe(9529);
    expect(join(ROOT, config.hosting.public)).toBe('/tmp/dist-30');
    expect(cspOf(config)).toMatch(/connect-src [^;]* http:\/\/\*:8110 http:\/\/\*:9129/);
  });
});
