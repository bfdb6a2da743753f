import {
  availabilitySchema,
  contactPreferencesSchema,
  formatSlot,
  geohashOf,
  PROVIDER_LIMITS,
  providerProfileSchema,
  providerServiceSchema,
  timeSlotSchema,
  VALIDATION,
  WEEKDAYS,
  type Availability,
  type LocalizedText,
  type ProviderProfile,
  type ProviderService,
} from '@marketplace/domain';
import { addIssues, type FieldErrors, type Schema } from '../../shared/forms/fieldErrors';
import { knownCity, stepsOf, type ProviderDraft, type StepId, type Variant } from './draft';
import { ONBOARDING_NS } from './namespace';

/**
 * The onboarding form's zod-backed checks, loaded with a dynamic `import()` (when a step is
 * validated) so that zod stays out of the first-load bundle. Every step is checked with the
 * domain schemas the documents must satisfy; messages are i18n keys: `validation.*` of the
 * common namespace, or `providerOnboarding:…` for checks of this form only.
 */

const own = (key: string) => `${ONBOARDING_NS}:${key}`;

/** "15 000" → 15000; anything else that is not a whole number → NaN (the schema says so). */
export function parseWhole(value: string): number {
  const compact = value.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** French always; English only when given. No `undefined` values: Firestore refuses them. */
function bilingual(fr: string, en: string): LocalizedText {
  return en.trim() ? { fr, en } : { fr };
}

/** Adds the messages of `value` under `path` (`headline.fr`, `services.0.priceFCFA`…). */
function check(errors: FieldErrors, path: string, schema: Schema, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) addIssues(errors, path, result.error.issues);
}

const shape = providerProfileSchema.shape;

/** The service document a service of the form becomes. */
export function serviceCandidate(service: ProviderDraft['services'][number]) {
  const price = service.price.trim();
  return {
    title: bilingual(service.titleFr, service.titleEn),
    category: service.category,
    // A price on quote may be left empty: it is then 0.
    priceFCFA: service.unit === 'quote' && price === '' ? 0 : parseWhole(price),
    unit: service.unit,
    durationMinutes: parseWhole(service.duration),
    description: bilingual(service.descriptionFr, service.descriptionEn),
  };
}

/** The city as the search filters expect it: a known city in its canonical spelling. */
export const canonicalCity = (city: string) => knownCity(city)?.name ?? city.trim();

function geoOf(draft: ProviderDraft) {
  const point =
    draft.positionMode === 'device'
      ? draft.position
      : draft.positionMode === 'map'
        ? draft.mapPosition
        : (knownCity(draft.city) ?? null);
  return point && { lat: point.lat, lng: point.lng, geohash: geohashOf(point) };
}

/** The week as stored: each slot one `'HH:MM-HH:MM'` string. */
function availabilityCandidate(draft: ProviderDraft): Availability {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, draft.availability[day].map(formatSlot)]),
  ) as Availability;
}

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * The form edits a slot's start and end apart: a malformed time is shown on its field, a slot
 * that ends before it starts on its end. Then the week as stored (at most 3 slots a day).
 */
function checkAvailability(errors: FieldErrors, draft: ProviderDraft) {
  const invalid = { key: VALIDATION.invalidTimeRange };
  for (const day of WEEKDAYS) {
    draft.availability[day].forEach((slot, index) => {
      if (timeSlotSchema.safeParse(formatSlot(slot)).success) return;
      const path = `availability.${day}.${index}`;
      const badStart = !TIME.test(slot.start);
      const badEnd = !TIME.test(slot.end);
      if (badStart) errors[`${path}.start`] = invalid;
      if (badEnd || !badStart) errors[`${path}.end`] = invalid;
    });
  }
  if (Object.keys(errors).length === 0) {
    check(errors, 'availability', availabilitySchema, availabilityCandidate(draft));
  }
}

function contactCandidate(draft: ProviderDraft) {
  const contact: Record<string, string> = {};
  if (draft.phone.trim()) contact.phone = draft.phone;
  if (draft.email.trim()) contact.email = draft.email.trim();
  if (draft.whatsapp.trim()) contact.whatsapp = draft.whatsapp;
  return contact;
}

/** The step's fields of `providers/{uid}` and its services, with their messages. */
export function validateStep(step: StepId, draft: ProviderDraft): FieldErrors {
  const errors: FieldErrors = {};
  switch (step) {
    case 'trade':
      check(errors, 'categories', shape.categories, draft.categories);
      check(errors, 'specialties', shape.specialties, draft.specialties);
      check(errors, 'experienceYears', shape.experienceYears, parseWhole(draft.experienceYears));
      break;
    case 'presentation':
      check(errors, 'displayName', shape.displayName, draft.displayName);
      check(errors, 'headline', shape.headline, bilingual(draft.headlineFr, draft.headlineEn));
      check(errors, 'about', shape.about, bilingual(draft.aboutFr, draft.aboutEn));
      break;
    case 'location': {
      check(errors, 'country', shape.country, draft.country);
      check(errors, 'city', shape.city, draft.city);
      if (draft.positionMode === 'device' && !draft.position) {
        errors.geo = { key: own('location.positionMissing') };
      } else if (draft.positionMode === 'map' && !draft.mapPosition) {
        errors.geo = { key: own('location.mapPositionMissing') };
      } else if (draft.positionMode === 'city' && draft.city.trim() && !knownCity(draft.city)) {
        errors.geo = { key: own('location.cityUnknown') };
      }
      break;
    }
    case 'services': {
      if (draft.services.length === 0) errors.services = { key: VALIDATION.chooseAtLeastOne };
      if (draft.services.length > PROVIDER_LIMITS.services) {
        errors.services = { key: VALIDATION.tooMany, values: { max: PROVIDER_LIMITS.services } };
      }
      draft.services.forEach((service, index) => {
        const prefix = `services.${index}`;
        check(errors, prefix, providerServiceSchema, serviceCandidate(service));
        if (!draft.categories.includes(service.category)) {
          errors[`${prefix}.category`] = { key: own('services.categoryNotChosen') };
        }
      });
      break;
    }
    case 'availability':
      checkAvailability(errors, draft);
      break;
    case 'languages':
      check(errors, 'languages', shape.languages, draft.languages);
      break;
    case 'contact':
      check(errors, 'contact', contactPreferencesSchema, contactCandidate(draft));
      break;
    case 'review':
      break;
  }
  return errors;
}

export interface Submission {
  profile: ProviderProfile;
  services: { id: string; data: ProviderService }[];
}

export type SubmissionResult =
  { ok: true; submission: Submission } | { ok: false; step: StepId; errors: FieldErrors };

/**
 * Checks every step of the variant and, when all pass, builds exactly what is written: the
 * owner's fields of `providers/{uid}` (parsed by `providerProfileSchema`, so nothing else) and
 * each service document.
 */
export function buildSubmission(draft: ProviderDraft, variant: Variant): SubmissionResult {
  for (const step of stepsOf(variant)) {
    const errors = validateStep(step, draft);
    if (Object.keys(errors).length > 0) return { ok: false, step, errors };
  }
  const services = draft.services.map((service) => ({
    id: service.id,
    data: providerServiceSchema.parse(serviceCandidate(service)),
  }));
  const candidate = {
    displayName: draft.displayName,
    headline: bilingual(draft.headlineFr, draft.headlineEn),
    about: bilingual(draft.aboutFr, draft.aboutEn),
    categories: draft.categories,
    specialties: draft.specialties,
    experienceYears: parseWhole(draft.experienceYears),
    city: canonicalCity(draft.city),
    country: draft.country,
    geo: geoOf(draft),
    availability: availabilityCandidate(draft),
    portfolio: draft.portfolio,
    languages: draft.languages,
    contact: contactCandidate(draft),
  };
  const result = providerProfileSchema.safeParse(candidate);
  if (!result.success) {
    // Only a field no step shows (e.g. a saved portfolio link) can fail here.
    const errors: FieldErrors = {};
    addIssues(errors, '', result.error.issues);
    return { ok: false, step: 'review', errors };
  }
  return { ok: true, submission: { profile: result.data, services } };
}
