import { PRIVATE_STORAGE_PREFIX } from '../../shared/privateStorage';

// The booking page's choice, zod-free: `validation.ts` (loaded lazily with zod) turns it into
// the body of `POST /api/bookings`. Kept in localStorage until the booking is made, so a
// reload or a detour to sign in loses nothing.

export const STEPS = ['choose', 'review'] as const;
export type BookingStep = (typeof STEPS)[number];

export interface BookingDraft {
  /**
   * The booking's id, made by the page for one choice (service, duration, day and time) and
   * sent with every attempt of it: a double click or a retry after a lost answer creates one
   * booking. Choosing something else is another booking, with a new id.
   */
  requestId: string;
  providerId: string;
  /** One of the provider's services, or '' (not chosen yet). */
  serviceId: string;
  /** 0 until a service is chosen (then its default duration). */
  durationMinutes: number;
  /** The provider's calendar day `YYYY-MM-DD`, or ''. */
  day: string;
  /** A free start `HH:MM` on the provider's clock, or ''. */
  time: string;
  notes: string;
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

export function newDraft(providerId: string, serviceId = ''): BookingDraft {
  return {
    requestId: newRequestId(),
    providerId,
    serviceId,
    durationMinutes: 0,
    day: '',
    time: '',
    notes: '',
  };
}

/** The parts of a draft that make it a different booking (and so a new request id). */
export type ChoiceChange = Partial<
  Pick<BookingDraft, 'serviceId' | 'durationMinutes' | 'day' | 'time'>
>;

/**
 * The draft with another choice: a new request id when the choice really changes. A new
 * service, duration or day also drops the start time, which was free for the old one only.
 */
export function withChoice(draft: BookingDraft, change: ChoiceChange): BookingDraft {
  const next = { ...draft, ...change };
  if (
    change.serviceId !== undefined ||
    change.durationMinutes !== undefined ||
    change.day !== undefined
  ) {
    next.time = change.time ?? '';
  }
  const same =
    next.serviceId === draft.serviceId &&
    next.durationMinutes === draft.durationMinutes &&
    next.day === draft.day &&
    next.time === draft.time;
  return same ? draft : { ...next, requestId: newRequestId() };
}

// ---- Storage: one draft per provider. ----

const STORAGE_VERSION = 1;

export const draftStorageKey = (providerId: string) =>
  `${PRIVATE_STORAGE_PREFIX}bookings:draft:${providerId}`;

export interface StoredDraft {
  draft: BookingDraft;
  step: BookingStep;
}

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored draft read back leniently (the page validates again); null when unusable. */
function draftOf(value: unknown, providerId: string): BookingDraft | null {
  if (!isRecord(value) || !/^[A-Za-z0-9]{20}$/.test(text(value.requestId))) return null;
  const duration = value.durationMinutes;
  return {
    requestId: text(value.requestId),
    providerId,
    serviceId: text(value.serviceId),
    durationMinutes: typeof duration === 'number' && Number.isInteger(duration) ? duration : 0,
    day: text(value.day),
    time: text(value.time),
    notes: text(value.notes),
  };
}

export function saveStoredDraft(stored: StoredDraft): void {
  try {
    localStorage.setItem(
      draftStorageKey(stored.draft.providerId),
      JSON.stringify({ version: STORAGE_VERSION, ...stored }),
    );
  } catch {
    // Storage full or disabled (private browsing): the page still works, without the backup.
  }
}

export function clearStoredDraft(providerId: string): void {
  try {
    localStorage.removeItem(draftStorageKey(providerId));
  } catch {
    // Nothing was stored.
  }
}

/** The draft kept for this provider; null if none or unreadable. */
export function loadStoredDraft(providerId: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(draftStorageKey(providerId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.version !== STORAGE_VERSION) return null;
    const draft = draftOf(parsed.draft, providerId);
    if (!draft) return null;
    return { draft, step: parsed.step === 'review' ? 'review' : 'choose' };
  } catch {
    return null;
  }
}
