import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSupportAnswerer, resetSupportAnswerer, supportAnswerer } from './answerer';
import type { GeminiClient } from './geminiAnswerer';
import { fakeFirestore } from './testing';

vi.mock('firebase-functions', () => ({ logger: { warn: vi.fn() } }));
const store = fakeFirestore();
vi.mock('../lib/admin', () => ({ adminDb: () => store.db }));

const question = { message: 'how do I book a service', history: [], pageLanguage: 'en' as const };

afterEach(() => {
  resetSupportAnswerer();
  vi.unstubAllEnvs();
});

describe('the support answerer', () => {
  it('is the local answerer without GEMINI_API_KEY, from the default help', async () => {
    vi.stubEnv('GEMINI_API_KEY', '');
    const result = await supportAnswerer().answer(question);
    expect(result).toMatchObject({ answerer: 'local', fallbackReason: 'no_api_key' });
    expect(result.response.links[0]?.path).toBe('/my-bookings');
    expect(supportAnswerer()).toBe(supportAnswerer());
  });

  it('asks Gemini with the key and the model of the environment', async () => {
    const generate = vi.fn<GeminiClient['generate']>(async () => 'Open the provider’s page.');
    const load = vi.fn(async () => ({ generate }));
    const answerer = createSupportAnswerer({
      env: { GEMINI_API_KEY: 'key-1', GEMINI_MODEL: 'gemini-test' },
      db: () => store.db,
      geminiClient: load,
    });
    const result = await answerer.answer(question);
    expect(result).toMatchObject({ answerer: 'gemini', fallbackReason: null });
    expect(load).toHaveBeenCalledWith('key-1');
    expect(generate.mock.calls[0]?.[0].model).toBe('gemini-test');
  });
});
