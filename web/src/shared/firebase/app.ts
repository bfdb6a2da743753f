import { initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseSetup } from './config';

export const setup = firebaseSetup(import.meta.env);

let app: FirebaseApp | undefined;

export function firebaseApp(): FirebaseApp {
  app ??= initializeApp(setup.options);
  return app;
}
