import {
  COUNTRY_CODES,
  foldText,
  MAJOR_CITIES,
  PROVIDER_LANGUAGES,
  SERVICE_IDS,
  SERVICE_UNITS,
  WEEKDAYS,
  type CountryCode,
  type Language,
  type LatLng,
  type MajorCity,
} from '@marketplace/domain';

// The onboarding form's state, zod-free: the form edits text (prices and years as typed), and
// `validation.ts` (loaded lazily with zod) turns it into the documents the rules accept.

export type Variant = 'basic' | 'advanced';
export type Weekday = (typeof WEEKDAYS)[number];
export type ServiceUnit = (typeof SERVICE_UNITS)[number];
export type ProviderLanguage = (typeof PROVIDER_LANGUAGES)[number];

/** Every step; the basic form skips the advanced-only ones (weekly hours and languages). */
export const STEPS = [
  'trade',
  'presentation',
  'location',
  'services',
  'availability',
  'languages',
  'contact',
  'review',
] as const;
export type StepId = (typeof STEPS)[number];

const ADVANCED_ONLY: ReadonlySet<StepId> = new Set(['availability', 'languages']);

export const stepsOf = (variant: Variant): StepId[] =>
  STEPS.filter((step) => variant === 'advanced' || !ADVANCED_ONLY.has(step));

export interface ServiceDraft {
  /**
   * The document id under providers/{uid}/services, one of SERVICE_IDS: fixed once created, so
   * a retry rewrites it.
   */
  id: string;
  titleFr: string;
  titleEn: string;
  category: string;
  /** Whole FCFA, as typed ("15 000"). */
  price: string;
  unit: ServiceUnit;
  /** Minutes, as typed. */
  duration: string;
  descriptionFr: string;
  descriptionEn: string;
}

export interface SlotDraft {
  start: string;
  end: string;
}

/** Opening hours per day; an empty list is a day off. */
export type AvailabilityDraft = Record<Weekday, SlotDraft[]>;

/**
 * Where the provider sits on the map: their city's centre, a position the device gave, or a
 * point chosen on the map (offered only when the Google map is available).
 */
export type PositionMode = 'city' | 'device' | 'map';

export interface ProviderDraft {
  categories: string[];
  specialties: string[];
  experienceYears: string;
  displayName: string;
  headlineFr: string;
  headlineEn: string;
  aboutFr: string;
  aboutEn: string;
  country: CountryCode | '';
  city: string;
  positionMode: PositionMode;
  /** The device's position (or the saved one of an existing profile), for `device` mode. */
  position: LatLng | null;
  /** The point chosen on the map, for `map` mode. */
  mapPosition: LatLng | null;
  services: ServiceDraft[];
  availability: AvailabilityDraft;
  languages: ProviderLanguage[];
  phone: string;
  email: string;
  whatsapp: string;
  /** Not edited here: kept as saved so an edit does not drop it. */
  portfolio: string[];
}

/** A new day's opening hours. */
export const DEFAULT_SLOT: SlotDraft = { start: '08:00', end: '18:00' };

/**
 * The first of SERVICE_IDS (s01…s20) that none of `services` holds. The rules accept only those
 * ids, which caps a provider at 20 services; the form never offers more.
 */
export function freeServiceId(services: readonly { id: string }[]): string {
  const taken = new Set(services.map((service) => service.id));
  const free = SERVICE_IDS.find((id) => !taken.has(id));
  if (free === undefined) throw new Error(`At most ${SERVICE_IDS.length} services`);
  return free;
}

/** A new service to describe, under the first id that `services` leave free. */
export function emptyService(
  category = '',
  services: readonly { id: string }[] = [],
): ServiceDraft {
  return {
    id: freeServiceId(services),
    titleFr: '',
    titleEn: '',
    category,
    price: '',
    unit: 'fixed',
    duration: '60',
    descriptionFr: '',
    descriptionEn: '',
  };
}

export const closedWeek = (): AvailabilityDraft =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [] as SlotDraft[]])) as AvailabilityDraft;

export interface NewDraftSource {
  displayName: string;
  email: string;
  phone: string;
  language: Language;
}

/**
 * A first-time provider's form: their name and the account's contact details prefilled, the
 * page language as the language they work in, one service to describe, no hours yet.
 */
export function newDraft({ displayName, email, phone, language }: NewDraftSource): ProviderDraft {
  return {
    categories: [],
    specialties: [],
    experienceYears: '',
    displayName,
    headlineFr: '',
    headlineEn: '',
    aboutFr: '',
    aboutEn: '',
    country: '',
    city: '',
    positionMode: 'city',
    position: null,
    mapPosition: null,
    services: [emptyService()],
    availability: closedWeek(),
    languages: [language],
    phone,
    email,
    whatsapp: '',
    portfolio: [],
  };
}

/** A known city by any of its spellings ("douala", "Le Cap"). */
export function knownCity(name: string): MajorCity | undefined {
  const key = foldText(name);
  if (!key) return undefined;
  return MAJOR_CITIES.find(
    (city) => foldText(city.name) === key || city.aliases?.some((alias) => foldText(alias) === key),
  );
}

// ---- Reading a saved provider back into the form (lenient: the steps validate again). ----

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const localized = (value: unknown) =>
  isRecord(value) ? { fr: text(value.fr), en: text(value.en) } : { fr: '', en: '' };
const numberText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

function availabilityOf(value: unknown): AvailabilityDraft {
  const week = closedWeek();
  if (!isRecord(value)) return week;
  for (const day of WEEKDAYS) {
    const slots = value[day];
    if (!Array.isArray(slots)) continue;
    // 'HH:MM-HH:MM'; the step checks each time again.
    week[day] = slots.map((slot) => {
      const [start = '', end = ''] = text(slot).split('-');
      return { start, end };
    });
  }
  return week;
}

/** The position of a saved profile: its city's centre (`city` mode) or its own point. */
function positionOf(
  geo: unknown,
  city: string,
): Pick<ProviderDraft, 'positionMode' | 'position' | 'mapPosition'> {
  if (!isRecord(geo) || typeof geo.lat !== 'number' || typeof geo.lng !== 'number') {
    return { positionMode: 'city', position: null, mapPosition: null };
  }
  const position = { lat: geo.lat, lng: geo.lng };
  const centre = knownCity(city);
  const atCentre =
    centre !== undefined &&
    Math.abs(centre.lat - position.lat) < 1e-6 &&
    Math.abs(centre.lng - position.lng) < 1e-6;
  return atCentre
    ? { positionMode: 'city', position: null, mapPosition: null }
    : { positionMode: 'device', position, mapPosition: null };
}

export interface SavedService {
  id: string;
  data: Data;
}

export function serviceDraftOf({ id, data }: SavedService): ServiceDraft {
  const title = localized(data.title);
  const description = localized(data.description);
  return {
    id,
    titleFr: title.fr,
    titleEn: title.en,
    category: text(data.category),
    price: numberText(data.priceFCFA),
    unit: isOneOf(SERVICE_UNITS, data.unit) ? data.unit : 'fixed',
    duration: numberText(data.durationMinutes),
    descriptionFr: description.fr,
    descriptionEn: description.en,
  };
}

/**
 * Services saved under an id that is no longer accepted (before ids were s01…s20) move to a
 * free one; saving then deletes the old document.
 */
function withAcceptedIds(services: ServiceDraft[]): ServiceDraft[] {
  const accepted = new Set<string>(SERVICE_IDS);
  const result = services.filter((service) => accepted.has(service.id));
  for (const service of services) {
    if (!accepted.has(service.id) && result.length < SERVICE_IDS.length) {
      result.push({ ...service, id: freeServiceId(result) });
    }
  }
  return result;
}

/** The form of an existing `providers/{uid}` and its services, to edit them. */
export function draftOfProvider(data: Data, services: SavedService[]): ProviderDraft {
  const headline = localized(data.headline);
  const about = localized(data.about);
  const contact = isRecord(data.contact) ? data.contact : {};
  const city = text(data.city);
  return {
    categories: texts(data.categories),
    specialties: texts(data.specialties),
    experienceYears: numberText(data.experienceYears),
    displayName: text(data.displayName),
    headlineFr: headline.fr,
    headlineEn: headline.en,
    aboutFr: about.fr,
    aboutEn: about.en,
    country: isOneOf(COUNTRY_CODES, data.country) ? data.country : '',
    city,
    ...positionOf(data.geo, city),
    services:
      services.length > 0 ? withAcceptedIds(services.map(serviceDraftOf)) : [emptyService()],
    availability: availabilityOf(data.availability),
    languages: texts(data.languages).filter((code): code is ProviderLanguage =>
      isOneOf(PROVIDER_LANGUAGES, code),
    ),
    phone: text(contact.phone),
    email: text(contact.email),
    whatsapp: text(contact.whatsapp),
    portfolio: texts(data.portfolio),
  };
}

// ---- The draft kept in sessionStorage, so a reload or a failed save loses nothing. ----

/** 2: service ids are s01…s20 (a draft of version 1 may hold others, which the rules refuse). */
const STORAGE_VERSION = 2;
export const draftStorageKey = (uid: string) => `provider-onboarding:draft:${uid}`;

export interface StoredDraft {
  draft: ProviderDraft;
  step: StepId;
}

export function saveStoredDraft(uid: string, stored: StoredDraft): void {
  try {
    sessionStorage.setItem(
      draftStorageKey(uid),
      JSON.stringify({ version: STORAGE_VERSION, ...stored }),
    );
  } catch {
    // Storage full or disabled (private browsing): the form still works, without the backup.
  }
}

export function clearStoredDraft(uid: string): void {
  try {
    sessionStorage.removeItem(draftStorageKey(uid));
  } catch {
    // Nothing was stored.
  }
}

/** The saved draft, completed with defaults for any field it lacks; null if none or unreadable. */
export function loadStoredDraft(uid: string, defaults: ProviderDraft): StoredDraft | null {
  try {
    const raw = sessionStorage.getItem(draftStorageKey(uid));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.version !== STORAGE_VERSION || !isRecord(parsed.draft)) {
      return null;
    }
    const draft = { ...defaults, ...parsed.draft } as ProviderDraft;
    if (!Array.isArray(draft.services) || draft.services.length === 0) {
      draft.services = defaults.services;
    }
    draft.availability = { ...closedWeek(), ...draft.availability };
    const step = isOneOf(STEPS, parsed.step) ? parsed.step : 'trade';
    return { draft, step };
  } catch {
    return null;
  }
}
