import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxWebhookUrl } from './webhookUrl';

afterEach(() => vi.unstubAllGlobals());

describe('sandboxWebhookUrl', () => {
  it('is the site’s api path when deployed', async () => {
    expect(await sandboxWebhookUrl({ APP_URL: 'https://services.example' })).toBe(
      'https://services.example/api/payments/webhooks/sandbox',
    );
  });

  it('is the Functions emulator’s api URL, on the port the hub reports', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ functions: { name: 'functions', host: '127.0.0.1', port: 5011 } }),
    );
    vi.stubGlobal('fetch', fetch);
    const env = {
      FUNCTIONS_EMULATOR: 'true',
      FIREBASE_EMULATOR_HUB: '127.0.0.1:4410',
      GCLOUD_PROJECT: 'demo-x',
    };
    const url = 'http://127.0.0.1:5011/demo-x/us-central1/api/api/payments/webhooks/sandbox';
    expect(await sandboxWebhookUrl(env)).toBe(url);
    expect(await sandboxWebhookUrl(env)).toBe(url);
    // Asked once per hub.
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:4410/emulators');
  });

  it('asks the hub again after a failure', async () => {
    const env = { FUNCTIONS_EMULATOR: 'true', FIREBASE_EMULATOR_HUB: '127.0.0.1:4499' };
    vi.stubGlobal('fetch', async () => Response.json({}));
    await expect(sandboxWebhookUrl(env)).rejects.toThrow(/not running/);
    vi.stubGlobal('fetch', async () => Response.json({ functions: { host: '::1', port: 5099 } }));
    expect(await sandboxWebhookUrl(env)).toBe(
      'http://[::1]:5099/demo-marketplace/us-central1/api/api/payments/webhooks/sandbox',
    );
  });
});
