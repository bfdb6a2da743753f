import { CONTACT_METHODS, URGENCIES, type ContactMethod, type Urgency } from '@marketplace/domain';
import { PRIVATE_STORAGE_PREFIX } from '../../shared/privateStorage';

// The quote request wizard's state, zod-free: the form edits text (the budget as typed), and
// `validation.ts` (loaded lazily with zod) turns it into the body of `POST /api/quotes`.

export const STEPS = ['service', 'details', 'location', 'contact', 'photos', 'review'] as const;
export type StepId = (typeof STEPS)[number];

/** The service chosen on a provider's request: one of their services, or something else. */
export const OTHER_SERVICE = 'other';

export interface DraftPhoto {
  /** What `POST /api/quotes/photos` answered. */
  id: string;
  /** The file's name, to list it again after a reload (the preview is not kept). */
  name: string;
}

export interface QuoteDraft {
  /**
   * Made once with the draft and sent with every attempt: the server uses it as the request's
   * id, so a double click or a retry after a lost answer creates one request.
   */
  requestId: string;
  /** The provider the request is aimed at (`?provider=`), or null for an open request. */
  providerId: string | null;
  /** With a provider: one of their service ids, `OTHER_SERVICE`, or '' (not chosen yet). */
  service: string;
  category: string;
  description: string;
  urgency: Urgency | '';
  /** Whole FCFA as typed ("50 000"); '' for none. */
  budget: string;
  city: string;
  address: string;
  /** `YYYY-MM-DD`, or '' for none. */
  preferredDate: string;
  contactMethod: ContactMethod | '';
  additionalInfo: string;
  photos: DraftPhoto[];
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 random letters and digits, like a Firestore id (the server's `clientIdSchema`). */
export function newRequestId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      // 248 = 4 × 62: higher bytes would favour the first letters.
      if (byte < 248 && id.length < 20) id += ID_ALPHABET[byte % ID_ALPHABET.length];
    }
  }
  return id;
}

export function newDraft(providerId: string | null): QuoteDraft {
  return {
    requestId: newRequestId(),
    providerId,
    service: '',
    category: '',
    description: '',
    urgency: '',
    budget: '',
    city: '',
    address: '',
    preferredDate: '',
    contactMethod: '',
    additionalInfo: '',
    photos: [],
  };
}

// ---- The draft kept in localStorage: a reload, a sign-in or a failed submit loses nothing. ----

const STORAGE_VERSION = 1;

/** One draft per target: an open request, or a request to one provider. */
export const draftStorageKey = (providerId: string | null) =>
  `${PRIVATE_STORAGE_PREFIX}quotes:draft:${providerId ?? 'open'}`;

export interface StoredDraft {
  draft: QuoteDraft;
  step: StepId;
}

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

function photosOf(value: unknown): DraftPhoto[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .map((photo) => ({ id: text(photo.id), name: text(photo.name) }))
    .filter((photo) => photo.id !== '');
}

/** A stored draft read back leniently (the steps validate again); null when unusable. */
function draftOf(value: unknown, providerId: string | null): QuoteDraft | null {
  if (!isRecord(value) || !/^[A-Za-z0-9]{20}$/.test(text(value.requestId))) return null;
  return {
    requestId: text(value.requestId),
    providerId,
    service: text(value.service),
    category: text(value.category),
    description: text(value.description),
    urgency: isOneOf(URGENCIES, value.urgency) ? value.urgency : '',
    budget: text(value.budget),
    city: text(value.city),
    address: text(value.address),
    preferredDate: text(value.preferredDate),
    contactMethod: isOneOf(CONTACT_METHODS, value.contactMethod) ? value.contactMethod : '',
    additionalInfo: text(value.additionalInfo),
    photos: photosOf(value.photos),
  };
}

export function saveStoredDraft(stored: StoredDraft): void {
  try {
    localStorage.setItem(
      draftStorageKey(stored.draft.providerId),
      JSON.stringify({ version: STORAGE_VERSION, ...stored }),
    );
  } catch {
    // Storage full or disabled (private browsing): the form still works, without the backup.
  }
}

export function clearStoredDraft(providerId: string | null): void {
  try {
    localStorage.removeItem(draftStorageKey(providerId));
  } catch {
    // Nothing was stored.
  }
}

/** The draft kept for this target; null if none or unreadable. */
export function loadStoredDraft(providerId: string | null): StoredDraft | null {
  try {
    const raw = localStorage.getItem(draftStorageKey(providerId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.version !== STORAGE_VERSION) return null;
    const draft = draftOf(parsed.draft, providerId);
    if (!draft) return null;
    return { draft, step: isOneOf(STEPS, parsed.step) ? parsed.step : 'service' };
  } catch {
    return null;
  }
}
