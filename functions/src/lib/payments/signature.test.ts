import { describe, expect, it } from 'vitest';
import {
  DEV_SANDBOX_WEBHOOK_SECRET,
  sandboxWebhookSecret,
  signWebhookBody,
  webhookSignatureValid,
} from './signature';

describe('webhook signatures', () => {
  it('is the hex HMAC-SHA256 of the raw body', () => {
    // echo -n '{"a":1}' | openssl dgst -sha256 -hmac key
    const expected = '88a67f24bbcdaed0e6c997404bb79a743baf44c6bab2f4c27328e3009d22e342';
    expect(signWebhookBody('{"a":1}', 'key')).toBe(expected);
    expect(signWebhookBody(Buffer.from('{"a":1}'), 'key')).toBe(expected);
  });

  it('checks the signature over exactly these bytes, with this secret', () => {
    const signature = signWebhookBody('{"a":1}', 'key');
    expect(webhookSignatureValid('{"a":1}', signature, 'key')).toBe(true);
    expect(webhookSignatureValid('{"a":1}', signature.toUpperCase(), 'key')).toBe(true);
    expect(webhookSignatureValid('{"a": 1}', signature, 'key')).toBe(false);
    expect(webhookSignatureValid('{"a":1}', signature, 'other')).toBe(false);
    expect(webhookSignatureValid('{"a":1}', undefined, 'key')).toBe(false);
    expect(webhookSignatureValid('{"a":1}', signature.slice(2), 'key')).toBe(false);
    expect(webhookSignatureValid('{"a":1}', 'zz' + signature.slice(2), 'key')).toBe(false);
  });

  it('uses SANDBOX_WEBHOOK_SECRET, the development default only off a deployment', () => {
    expect(sandboxWebhookSecret({ SANDBOX_WEBHOOK_SECRET: ' s3cret ' })).toBe('s3cret');
    expect(sandboxWebhookSecret({})).toBe(DEV_SANDBOX_WEBHOOK_SECRET);
    expect(sandboxWebhookSecret({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' })).toBe(
      DEV_SANDBOX_WEBHOOK_SECRET,
    );
    expect(() => sandboxWebhookSecret({ K_SERVICE: 'api' })).toThrow(/not configured/);
  });
});
