import { describe, expect, it } from 'vitest';
import { allowedOrigins, normalOrigin } from './origin';

const production = {};
const emulators = { FUNCTIONS_EMULATOR: 'true' };

describe('allowedOrigins', () => {
  it('trusts the local Hosting emulator only under the emulators', () => {
    const headers = { host: 'api.internal' };
    expect(allowedOrigins(headers, production).has('http://127.0.0.1:5000')).toBe(false);
    expect(allowedOrigins(headers, production).has('http://localhost:5000')).toBe(false);
    expect(allowedOrigins(headers, emulators).has('http://127.0.0.1:5000')).toBe(true);
    expect(allowedOrigins(headers, emulators).has('http://localhost:5000')).toBe(true);
  });

  it('compares whole origins: the site over https in production, not its host', () => {
    const origins = allowedOrigins({ 'x-forwarded-host': 'services.example.cm' }, production);
    expect(origins.has('https://services.example.cm')).toBe(true);
    expect(origins.has('http://services.example.cm')).toBe(false);
    expect(origins.has('https://services.example.cm:8443')).toBe(false);
  });

  it('accepts plain http for the site itself only under the emulators', () => {
    const origins = allowedOrigins({ host: '127.0.0.1:5090' }, emulators);
    expect(origins.has('http://127.0.0.1:5090')).toBe(true);
    expect(origins.has('https://127.0.0.1:5090')).toBe(true);
  });

  it('adds ALLOWED_ORIGINS as full origins', () => {
    const origins = allowedOrigins(
      {},
      { ALLOWED_ORIGINS: 'https://www.example.cm, http://preview.example.cm' },
    );
    expect([...origins].sort()).toEqual(['http://preview.example.cm', 'https://www.example.cm']);
  });
});

describe('normalOrigin', () => {
  it('normalises case and default ports, and refuses what is not an http(s) origin', () => {
    expect(normalOrigin('HTTPS://Example.CM:443')).toBe('https://example.cm');
    expect(normalOrigin('null')).toBeNull();
    expect(normalOrigin('file:///etc')).toBeNull();
    expect(normalOrigin(undefined)).toBeNull();
  });
});
