import type { FirebaseOptions } from 'firebase/app';

/** The demo project the emulators serve; `demo-` ids never reach a real project. */
export const DEMO_PROJECT_ID = 'demo-marketplace';

/** Parallel test runs start emulators on shifted ports and build the app to match. */
const portOffset = Number(import.meta.env.VITE_EMULATOR_PORT_OFFSET ?? 0) || 0;
export const EMULATOR_PORTS = { firestore: 8080 + portOffset, auth: 9099 + portOffset } as const;

export interface FirebaseSetup {
  options: FirebaseOptions;
  useEmulators: boolean;
}

export function firebaseSetup(env: ImportMetaEnv): FirebaseSetup {
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (!projectId) {
    return {
      options: { projectId: DEMO_PROJECT_ID, apiKey: 'demo-api-key', authDomain: 'localhost' },
      useEmulators: true,
    };
  }
  return {
    options: {
      projectId,
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      appId: env.VITE_FIREBASE_APP_ID,
    },
    useEmulators: projectId.startsWith('demo-'),
  };
}
