import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, firebaseSetup } from './config';

describe('firebaseSetup', () => {
  it('uses the demo project and the emulators when no project is configured', () => {
    const setup = firebaseSetup({} as ImportMetaEnv);
    expect(setup.options.projectId).toBe(DEMO_PROJECT_ID);
    expect(setup.useEmulators).toBe(true);
  });

  it('talks to a real project when one is configured', () => {
    const setup = firebaseSetup({
      VITE_FIREBASE_PROJECT_ID: 'acme-services',
      VITE_FIREBASE_API_KEY: 'key',
    } as ImportMetaEnv);
    expect(setup.options).toMatchObject({ projectId: 'acme-services', apiKey: 'key' });
    expect(setup.useEmulators).toBe(false);
  });
});
