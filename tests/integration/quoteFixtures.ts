// Shared by quotes.test.ts and contracts.test.ts: people, providers and api calls against the
// emulators (functions built: `npm run build -w functions`).
import { randomInt, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  addDays,
  categoryToken,
  cityCentre,
  geohashOf,
  isoDay,
  newUserDocument,
  type LatLng,
} from '@marketplace/domain';
import { adminAuth, adminDb, signInForIdToken } from './emulators';
import { functionsApiBase, ORIGIN_FOR_TESTS } from '../../scripts/lib/functionsApi';

export const run = randomUUID().slice(0, 8);
/** A category of this run alone, so that no seeded or earlier provider answers its requests. */
export const CATEGORY = `it-quotes-${run}`;
const PASSWORD = 'Quotes-test-2026';
/** Trusted by the api under the emulators (lib/origin.ts). */
export const ORIGIN = ORIGIN_FOR_TESTS;

export const today = () => isoDay(new Date());
export const inDays = (days: number) => addDays(today(), days);

/** The api on the Functions emulator itself (with or without Hosting). */
let base: Promise<string> | undefined;
const apiBase = (): Promise<string> => (base ??= functionsApiBase());

const cookies = new Map<string, string>();
const created: string[] = [];

export interface Person {
  uid: string;
  firstName: string;
  verified?: boolean;
  admin?: boolean;
}

/** An account with its `users/{uid}` document and a session cookie. */
export async function createPerson({ uid, firstName, verified = true, admin = false }: Person) {
  const email = `${uid}@example.com`;
  await adminAuth.createUser({ uid, email, password: PASSWORD, emailVerified: verified });
  created.push(uid);
  if (admin) await adminAuth.setCustomUserClaims(uid, { admin: true });
  await adminDb.doc(`users/${uid}`).set({
    ...newUserDocument({ firstName, lastName: 'Test', email }),
    createdAt: new Date(),
  });
  const idToken = await signInForIdToken(email, PASSWORD);
  cookies.set(uid, await adminAuth.createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 }));
}

export interface ProviderSeed {
  uid: string;
  name: string;
  city: string;
  verified: boolean;
  rating: number;
  reviewCount?: number;
  /** Kilometres east of the city's centre. */
  offsetKm?: number;
}

/** `providers/{uid}` of CATEGORY (with the tokens the search trigger derives). */
export async function createProvider(seed: ProviderSeed) {
  await createPerson({ uid: seed.uid, firstName: seed.name });
  const centre = cityCentre(seed.city) as LatLng;
  const geo = { lat: centre.lat, lng: centre.lng + (seed.offsetKm ?? 0) / 111 };
  await adminDb.doc(`providers/${seed.uid}`).set({
    displayName: seed.name,
    headline: { fr: 'Plombier' },
    about: { fr: 'Plombier' },
    categories: [CATEGORY],
    specialties: [],
    city: seed.city,
    geo: { ...geo, geohash: geohashOf(geo) },
    verified: seed.verified,
    verificationStatus: seed.verified ? 'verified' : 'unverified',
    rating: seed.rating,
    reviewCount: seed.reviewCount ?? 3,
    searchTokens: [categoryToken(CATEGORY)],
  });
}

export async function cleanup(quoteIds: readonly string[]) {
  for (const id of quoteIds) {
    await adminDb.recursiveDelete(adminDb.doc(`quotes/${id}`));
    await adminDb.doc(`contracts/${id}`).delete();
  }
  for (const uid of created.splice(0)) {
    await adminDb.recursiveDelete(adminDb.doc(`providers/${uid}`));
    await adminDb.recursiveDelete(adminDb.doc(`profiles/${uid}`));
    await adminDb.doc(`users/${uid}`).delete();
    await adminDb.doc(`sessions/${uid}`).delete();
    await adminAuth.deleteUser(uid);
    // Photos, where the Functions emulator keeps them without a Storage emulator.
    await rm(
      fileURLToPath(new URL(`../../.emulator-storage/quote-photos/${uid}`, import.meta.url)),
      {
        recursive: true,
        force: true,
      },
    );
  }
}

function parseBody(text: string): ApiAnswer['body'] {
  try {
    return text ? (JSON.parse(text) as ApiAnswer['body']) : {};
  } catch {
    return { text };
  }
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
}

/** One api call as `uid` (null: signed out), with a JSON body or a form. */
export async function call(
  method: string,
  path: string,
  uid: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const form = body instanceof FormData;
  const response = await fetch(`${await apiBase()}${path}`, {
    method,
    headers: {
      Origin: ORIGIN,
      ...(uid ? { Cookie: `__session=${cookies.get(uid) ?? ''}` } : {}),
      ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: parseBody(text) };
}

/** The `Cookie` header of `uid`'s session, for a request of a test's own making. */
export const sessionCookie = (uid: string): string => `__session=${cookies.get(uid) ?? ''}`;

/** The raw response of a GET (photos). */
export async function fetchAs(path: string, uid: string | null): Promise<Response> {
  return fetch(`${await apiBase()}${path}`, {
    headers: uid ? { Cookie: `__session=${cookies.get(uid) ?? ''}` } : {},
  });
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A client-made request id (20 letters and digits). */
export const newRequestId = () =>
  Array.from({ length: 20 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

/** A valid `POST /api/quotes` body (open, in Douala) with `changes`. */
export function requestBody(changes: Record<string, unknown> = {}) {
  return {
    requestId: newRequestId(),
    category: CATEGORY,
    description: 'Fuite sous l’évier de la cuisine, à réparer vite.',
    urgency: 'high',
    budgetFCFA: 25_000,
    location: { city: 'Douala', address: 'Rue 1, Akwa' },
    preferredDate: inDays(3),
    contactMethod: 'whatsapp',
    additionalInfo: '',
    photoIds: [],
    ...changes,
  };
}

/** A valid `PUT /api/quotes/{id}/response` body with `changes`. */
export function quoteBody(changes: Record<string, unknown> = {}) {
  return {
    lineItems: [
      { label: 'Main-d’œuvre', quantity: 2, unitPriceFCFA: 7_500 },
      { label: 'Joint', quantity: 1, unitPriceFCFA: 2_000 },
    ],
    durationMinutes: 150,
    earliestStart: inDays(2),
    validityDays: 7,
    message: 'Je peux passer après-demain.',
    ...changes,
  };
}

/** Data of a document, or undefined. */
export const read = async (path: string) => (await adminDb.doc(path).get()).data();
