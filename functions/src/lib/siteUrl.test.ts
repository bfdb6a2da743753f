import { describe, expect, it } from 'vitest';
import { appUrl, hostingEmulatorUrl, siteUrls } from './siteUrl';

describe('appUrl', () => {
  it('is APP_URL, without a trailing slash', () => {
    expect(appUrl({ APP_URL: 'https://services.example/' })).toBe('https://services.example');
    expect(appUrl({ APP_URL: 'https://services.example', FUNCTIONS_EMULATOR: 'true' })).toBe(
      'https://services.example',
    );
  });

  it("is the project's default Hosting site without it", () => {
    expect(appUrl({ GCLOUD_PROJECT: 'demo-x' })).toBe('https://demo-x.web.app');
  });

  it('is the Hosting emulator under the emulators, where the scripts put it', () => {
    expect(appUrl({ FUNCTIONS_EMULATOR: 'true' })).toBe('http://127.0.0.1:5000');
    expect(
      appUrl({ FUNCTIONS_EMULATOR: 'true', FIREBASE_HOSTING_EMULATOR_HOST: '127.0.0.1:5300' }),
    ).toBe('http://127.0.0.1:5300');
    expect(hostingEmulatorUrl({})).toBe('http://127.0.0.1:5000');
  });
});

describe('siteUrls', () => {
  it('adds the default site twin only when no address is configured', () => {
    expect(siteUrls({ GCLOUD_PROJECT: 'demo-x' })).toEqual([
      'https://demo-x.web.app',
      'https://demo-x.firebaseapp.com',
    ]);
    expect(siteUrls({ APP_URL: 'https://services.example' })).toEqual(['https://services.example']);
    expect(siteUrls({ FUNCTIONS_EMULATOR: 'true' })).toEqual(['http://127.0.0.1:5000']);
  });
});
