import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorHandler } from './errors';
import { allowedOrigins, normalOrigin, requireSameOrigin } from './origin';

const production = { GCLOUD_PROJECT: 'demo-x' };
const configured = { APP_URL: 'https://services.example.cm', GCLOUD_PROJECT: 'demo-x' };
const emulators = { FUNCTIONS_EMULATOR: 'true' };

describe('allowedOrigins', () => {
  it('is the configured site address over https, as a whole origin', () => {
    const origins = allowedOrigins(configured);
    expect([...origins]).toEqual(['https://services.example.cm']);
    expect(origins.has('http://services.example.cm')).toBe(false);
    expect(origins.has('https://services.example.cm:8443')).toBe(false);
  });

  it("without APP_URL, is the project's default Hosting site (web.app and firebaseapp.com)", () => {
    expect([...allowedOrigins(production)].sort()).toEqual([
      'https://demo-x.firebaseapp.com',
      'https://demo-x.web.app',
    ]);
  });

  it('trusts the Hosting emulator only under the emulators, on the port the scripts give', () => {
    for (const origin of ['http://127.0.0.1:5000', 'http://localhost:5000']) {
      expect(allowedOrigins(production).has(origin)).toBe(false);
      expect(allowedOrigins(configured).has(origin)).toBe(false);
      expect(allowedOrigins(emulators).has(origin)).toBe(true);
    }
    const moved = allowedOrigins({ ...emulators, FIREBASE_HOSTING_EMULATOR_HOST: '127.0.0.1:5030' });
    expect(moved.has('http://127.0.0.1:5030')).toBe(true);
    expect(moved.has('http://127.0.0.1:5090')).toBe(false);
  });

  it('adds ALLOWED_ORIGINS as full origins', () => {
    const origins = allowedOrigins({
      ...configured,
      ALLOWED_ORIGINS: 'https://www.example.cm, http://preview.example.cm',
    });
    expect([...origins].sort()).toEqual([
      'http://preview.example.cm',
      'https://services.example.cm',
      'https://www.example.cm',
    ]);
  });
});

describe('requireSameOrigin', () => {
  const app = express();
  app.post('/change', requireSameOrigin, (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler);

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const configure = (env: Record<string, string>) => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('FIREBASE_HOSTING_EMULATOR_HOST', '');
    vi.stubEnv('ALLOWED_ORIGINS', '');
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  };
  const forbidden = { error: { code: 'forbidden_origin', message: 'Cross-site request refused' } };

  it('lets a request from the configured site through', async () => {
    configure(configured);
    const response = await request(app)
      .post('/change')
      .set('Origin', 'https://services.example.cm');
    expect(response.status).toBe(200);
  });

  it('refuses a forged Origin whatever Host or X-Forwarded-Host say (403 forbidden_origin)', async () => {
    configure(configured);
    for (const headers of [
      { 'X-Forwarded-Host': 'evil.example' },
      { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      { Host: 'evil.example' },
    ]) {
      const response = await request(app)
        .post('/change')
        .set(headers)
        .set('Origin', 'https://evil.example');
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.body).toEqual(forbidden);
    }
  });

  it('refuses the same forgery in plain http under the emulators', async () => {
    configure(emulators);
    const response = await request(app)
      .post('/change')
      .set('X-Forwarded-Host', 'evil.example')
      .set('Origin', 'http://evil.example');
    expect(response.status).toBe(403);
    expect(response.body).toEqual(forbidden);
    const local = await request(app).post('/change').set('Origin', 'http://127.0.0.1:5000');
    expect(local.status).toBe(200);
  });

  it('refuses a missing or opaque Origin, as before', async () => {
    configure(configured);
    const missing = await request(app).post('/change');
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual(forbidden);
    const opaque = await request(app).post('/change').set('Origin', 'null');
    expect(opaque.status).toBe(403);
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
