import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  isoDay,
  type ProviderVerificationFields,
  type RejectionReason,
  type VerificationAuditDocument,
  type VerificationFile,
  type VerificationFileType,
  type VerificationKind,
} from '../../domain/src';
import { getFileStore, type FileStore } from '../../functions/src/lib/storage';
import {
  applyStep,
  providerVerificationFields,
  type StepInput,
  type VerificationRequest,
} from '../../functions/src/lib/verification/steps';
import {
  AUDIT_COLLECTION,
  requestPath,
  verificationFilePath,
} from '../../functions/src/lib/verification/stored';
import { SEED_PROVIDERS, type SeedProvider } from './data/providers';
import { identityCardImage, pdfDocument } from './verificationFiles';

/**
 * The seeded verification (issue 16): a request in every state, each replayed step by step
 * through the same pure step the api and the timers use (functions/src/lib/verification/
 * steps.ts), so that the documents, the audit lines and the provider's public fields agree as
 * they would in the app. Every provider the catalogue marks verified gets approved documents
 * (search and its badge stay as they were); a few show the other states:
 * - seed-provider-01 (the demo provider): verified a few weeks ago, criminal record checked;
 * - seed-provider-02 (the second plumber): verified, a criminal record waiting;
 * - seed-provider-03: identity and licence sent 3 days ago, waiting;
 * - seed-provider-04: verified, its criminal record check lapsed;
 * - seed-provider-08: an identity document an admin has opened (in progress);
 * - seed-provider-11: identity approved, licence rejected as unreadable.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The admin who decides (scripts/seed/accounts.ts). */
const ADMIN = 'demo-admin';

type SeedFileKind = 'front' | 'back' | 'pdf';

interface SeedStep {
  kind: VerificationKind;
  action: StepInput['action'];
  /** When, in days before the seed (fractions allowed). A lapse happens on `validUntil`. */
  daysAgo?: number;
  files?: SeedFileKind[];
  /** A criminal record's issue date, in days before the seed. */
  issuedDaysAgo?: number;
  /** An identity document's expiry, in days after the seed. */
  expiresInDays?: number;
  reason?: RejectionReason;
}

const upload = (
  kind: VerificationKind,
  daysAgo: number,
  extra: Partial<SeedStep> = {},
): SeedStep => ({
  kind,
  action: 'upload',
  daysAgo,
  files: kind === 'identity' ? ['front', 'back'] : ['pdf'],
  ...extra,
});
const open = (kind: VerificationKind, daysAgo: number): SeedStep => ({
  kind,
  action: 'open',
  daysAgo,
});
const approve = (kind: VerificationKind, daysAgo: number): SeedStep => ({
  kind,
  action: 'approve',
  daysAgo,
});

/** Identity and a professional document sent `daysAgo` days ago and approved the next day. */
const verifiedOver = (daysAgo: number, professional: 'licence' | 'diploma'): SeedStep[] => [
  upload('identity', daysAgo, { expiresInDays: 1500 }),
  upload(professional, daysAgo),
  approve('identity', daysAgo - 1),
  approve(professional, daysAgo - 1 - 1 / 24),
];

/** The showcase: one request per state, on providers of the demo's city. */
const SHOWCASE: Record<string, SeedStep[]> = {
  'seed-provider-01': [
    upload('identity', 26, { expiresInDays: 1400 }),
    upload('licence', 26),
    open('identity', 25),
    approve('identity', 25 - 1 / 24),
    open('licence', 25 - 2 / 24),
    approve('licence', 25 - 3 / 24),
    upload('criminal_record', 24, { issuedDaysAgo: 40 }),
    open('criminal_record', 23),
    approve('criminal_record', 23 - 1 / 24),
  ],
  'seed-provider-02': [
    ...verifiedOver(90, 'licence'),
    upload('criminal_record', 1, { issuedDaysAgo: 12 }),
  ],
  'seed-provider-03': [upload('identity', 3), upload('licence', 3 - 1 / 24)],
  'seed-provider-04': [
    ...verifiedOver(430, 'diploma'),
    upload('criminal_record', 410, { issuedDaysAgo: 420 }),
    approve('criminal_record', 409),
    { kind: 'criminal_record', action: 'lapse' },
  ],
  'seed-provider-08': [
    upload('identity', 2),
    upload('diploma', 2 - 1 / 24),
    open('identity', 2 / 24),
  ],
  'seed-provider-11': [
    upload('identity', 12),
    upload('licence', 12),
    approve('identity', 11),
    open('licence', 11 - 1 / 24),
    { kind: 'licence', action: 'reject', daysAgo: 11 - 2 / 24, reason: 'unreadable' },
  ],
};

/** The steps of `seed`: its showcase, approved documents when verified, else none. */
export function verificationSteps(seed: SeedProvider, index: number): SeedStep[] {
  const showcase = SHOWCASE[seed.id];
  if (showcase) return showcase;
  if (!seed.verified) return [];
  // Spread over the last year, licences and diplomas in turn.
  return verifiedOver(35 + ((index * 37) % 330), index % 3 === 0 ? 'diploma' : 'licence');
}

export interface SeedFile {
  path: string;
  bytes: Buffer;
  contentType: VerificationFileType;
}

export interface SeededVerification {
  uid: string;
  request: VerificationRequest;
  audit: { id: string; data: VerificationAuditDocument<Date> }[];
  provider: ProviderVerificationFields;
  files: SeedFile[];
}

const KIND_TITLES: Record<VerificationKind, string> = {
  identity: "Carte nationale d'identité",
  licence: 'Licence professionnelle',
  diploma: 'Diplôme / certification',
  criminal_record: 'Extrait de casier judiciaire (bulletin n° 3)',
};

/** A fixed id of 20 letters and digits (like the api's), so that reseeding rewrites it. */
const fileId = (uid: string, kind: VerificationKind, step: number, index: number) =>
  createHash('sha256').update(`${uid}/${kind}/${step}/${index}`).digest('hex').slice(0, 20);

function seedFile(
  seed: SeedProvider,
  kind: VerificationKind,
  file: SeedFileKind,
  id: string,
  at: Date,
  hue: number,
): { record: VerificationFile<Date>; bytes: Buffer } {
  const bytes =
    file === 'pdf'
      ? pdfDocument([
          KIND_TITLES[kind],
          'SPÉCIMEN - document de démonstration / demo document',
          `Titulaire / Holder : ${seed.displayName}`,
          `${seed.city} (${seed.country})`,
          `Délivré le / Issued on : ${isoDay(at)}`,
        ])
      : identityCardImage(file, hue);
  const contentType: VerificationFileType = file === 'pdf' ? 'application/pdf' : 'image/png';
  const name = {
    front: 'cni-recto.png',
    back: 'cni-verso.png',
    pdf: `${kind.replace('_', '-')}.pdf`,
  }[file];
  return {
    bytes,
    record: {
      id,
      path: verificationFilePath(seed.id, kind, id),
      contentType,
      size: bytes.length,
      name,
      uploadedAt: at,
    },
  };
}

/** Replays `seed`'s steps; null for a provider that never sent anything. */
export function seededVerification(
  seed: SeedProvider,
  index: number,
  now: Date,
): SeededVerification | null {
  const steps = verificationSteps(seed, index);
  if (steps.length === 0) return null;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let request: VerificationRequest | undefined;
  const audit: SeededVerification['audit'] = [];
  const files: SeedFile[] = [];
  steps.forEach((step, position) => {
    const lapseDay = request?.documents[step.kind]?.validUntil;
    const at =
      step.action === 'lapse' && lapseDay
        ? new Date(`${lapseDay}T00:00:00Z`)
        : daysAgo(step.daysAgo ?? 0);
    const uploaded = (step.files ?? []).map((file, fileIndex) =>
      seedFile(seed, step.kind, file, fileId(seed.id, step.kind, position, fileIndex), at, index),
    );
    const result = applyStep(
      request,
      { uid: seed.id, displayName: seed.displayName },
      {
        kind: step.kind,
        action: step.action,
        actor: step.action === 'upload' ? 'provider' : step.action === 'lapse' ? 'timer' : 'admin',
        actorId: step.action === 'upload' ? seed.id : step.action === 'lapse' ? null : ADMIN,
        files: uploaded.map((file) => file.record),
        issuedOn: step.issuedDaysAgo === undefined ? null : isoDay(daysAgo(step.issuedDaysAgo)),
        validUntil: step.expiresInDays === undefined ? null : isoDay(daysAgo(-step.expiresInDays)),
        reason: step.reason ?? null,
      },
      at,
    );
    request = result.request;
    audit.push({
      id: `seed-${seed.id}-${String(position + 1).padStart(2, '0')}`,
      data: result.audit,
    });
    for (const file of uploaded) {
      files.push({
        path: file.record.path,
        bytes: file.bytes,
        contentType: file.record.contentType,
      });
    }
  });
  if (!request) return null;
  // The public fields as they stand today (a record checked long ago no longer shows).
  return {
    uid: seed.id,
    request,
    audit,
    provider: providerVerificationFields(request, now),
    files,
  };
}

/** Every seeded provider's verification (those that sent documents). */
export function seededVerifications(now: Date): SeededVerification[] {
  return SEED_PROVIDERS.flatMap((seed, index) => seededVerification(seed, index, now) ?? []);
}

const UNVERIFIED: ProviderVerificationFields = {
  verified: false,
  verificationStatus: 'unverified',
  verifiedOn: null,
  criminalRecordCheckedOn: null,
};

/** `providers/{uid}`'s verification fields of every seeded provider, for the catalogue. */
export function seedProviderVerificationFields(now: Date): Map<string, ProviderVerificationFields> {
  const seeded = new Map(seededVerifications(now).map((entry) => [entry.uid, entry.provider]));
  return new Map(SEED_PROVIDERS.map((seed) => [seed.id, seeded.get(seed.id) ?? UNVERIFIED]));
}

/**
 * The seed only runs against the emulators (index.ts checks), so its files go where the
 * Functions emulator's api reads them: the same choice as `getFileStore` makes inside it (the
 * local store under `<repo>/.emulator-storage`, or the Storage emulator when one is set).
 */
export const seedFileStore = (): FileStore =>
  getFileStore({ ...process.env, FUNCTIONS_EMULATOR: 'true' });

/**
 * Writes the files first, then the requests and their audit lines (the providers' fields are
 * written with the catalogue). Returns how many documents were written.
 */
export async function seedVerification(
  db: Firestore,
  now = new Date(),
  store: FileStore = seedFileStore(),
): Promise<number> {
  const verifications = seededVerifications(now);
  for (const { files } of verifications) {
    await Promise.all(files.map((file) => store.write(file.path, file.bytes, file.contentType)));
  }
  const writer = db.bulkWriter();
  let written = 0;
  for (const { uid, request, audit } of verifications) {
    writer.set(db.doc(requestPath(uid)), request);
    for (const line of audit) writer.set(db.collection(AUDIT_COLLECTION).doc(line.id), line.data);
    written += 1 + audit.length;
  }
  await writer.close();
  return written;
}
