import request from 'supertest';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { limitBody, MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from '../lib/bodyLimit';
import { errorHandler } from '../lib/errors';
import { API_SECURITY_HEADERS } from '../lib/securityHeaders';
import { createApiApp } from './app';

const app = createApiApp();

describe('api app', () => {
  it('answers 401 JSON for the current user when no session cookie is sent', async () => {
    const response = await request(app).get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'unauthenticated', message: 'Not signed in' } });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('sends its own security headers on every answer, errors included', async () => {
    for (const path of ['/api/auth/user', '/api/nothing-here', '/api/placeholder/4/3']) {
      const response = await request(app).get(path);
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
        expect(response.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      }
    }
  });

  it('answers unknown routes with a 404 JSON error', async () => {
    const response = await request(app).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });

  // In-process only (the benchmark, tests): under Functions the runtime parses JSON first and
  // refuses a malformed body itself (tests/integration/hosting-headers.test.ts).
  it('answers a malformed JSON body with 400, not 500, when it parses the body itself', async () => {
    const response = await request(app)
      .post('/api/auth/user')
      .set('Content-Type', 'application/json')
      .send('{"idToken":');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('malformed_body');
  });

  it('returns a PNG placeholder of the requested size', async () => {
    const response = await request(app).get('/api/placeholder/32/32').buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.body as Buffer;
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(32);
    expect(png.readUInt32BE(20)).toBe(32);
  });

  it.each(['0/32', '32/9999', 'abc/32', '1.5/2'])(
    'rejects placeholder size %s with 400',
    async (size) => {
      const response = await request(app).get(`/api/placeholder/${size}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    },
  );
});

describe('request size', () => {
  it('answers a JSON body over 100 KB with 413 too_large', async () => {
    const response = await request(app)
      .post('/api/auth/session')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ idToken: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('too_large');
  });

  it('refuses a body the platform already read (rawBody) over the limit, whatever its length header', async () => {
    // In production the Functions runtime has consumed and kept the body before express.
    const platform = express();
    platform.use((req, _res, next) => {
      Object.assign(req, { rawBody: Buffer.alloc(MAX_UPLOAD_BYTES + 1) });
      next();
    });
    platform.use(limitBody);
    platform.post('/upload', (_req, res) => void res.json({ ok: true }));
    platform.use(errorHandler);
    const response = await request(platform)
      .post('/upload')
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .send('--x--');
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('too_large');
  });
});
