import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  documentTransition,
  isoDay,
  VERIFICATION_FILE_TYPES,
  VERIFICATION_LIMITS,
  verificationLevel,
  type DocumentStatus,
  type VerificationKind,
} from '../../domain/src';
import { localDiskStore } from '../../functions/src/lib/storage';
import { SEED_PROVIDERS } from './data/providers';
import { providerDocument } from './catalog';
import { seededVerifications, seedProviderVerificationFields } from './verification';
import { pdfDocument } from './verificationFiles';

const NOW = new Date('2026-03-11T09:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const verifications = seededVerifications(NOW);
const byUid = new Map(verifications.map((entry) => [entry.uid, entry]));
const of = (uid: string) => {
  const entry = byUid.get(uid);
  if (!entry) throw new Error(`${uid} has no seeded verification`);
  return entry;
};
const statusOf = (uid: string, kind: VerificationKind) => of(uid).request.documents[kind]?.status;
const daysBefore = (date: Date | null | undefined) =>
  date ? (NOW.getTime() - date.getTime()) / DAY_MS : Number.NaN;

describe('the seeded verification requests', () => {
  it('verify the demo provider a few weeks ago, criminal record checked and valid', () => {
    const demo = of('seed-provider-01');
    expect(statusOf('seed-provider-01', 'identity')).toBe('approved');
    expect(statusOf('seed-provider-01', 'licence')).toBe('approved');
    expect(statusOf('seed-provider-01', 'criminal_record')).toBe('approved');
    expect(daysBefore(demo.request.verifiedAt)).toBeGreaterThanOrEqual(14);
    expect(daysBefore(demo.request.verifiedAt)).toBeLessThanOrEqual(35);
    expect(demo.provider).toEqual({
      verified: true,
      verificationStatus: 'verified',
      verifiedOn: isoDay(demo.request.verifiedAt as Date),
      criminalRecordCheckedOn: isoDay(demo.request.documents.criminal_record?.decidedAt as Date),
    });
    expect(demo.request.documents.criminal_record?.validUntil ?? '').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((demo.request.documents.criminal_record?.validUntil ?? '') > isoDay(NOW)).toBe(true);
  });

  it('show every other state: waiting 3 days, in progress, rejected, record pending, record expired', () => {
    const waiting = of('seed-provider-03');
    expect([
      statusOf('seed-provider-03', 'identity'),
      statusOf('seed-provider-03', 'licence'),
    ]).toEqual(['pending', 'pending']);
    expect(daysBefore(waiting.request.waitingSince)).toBe(3);
    expect(waiting.request.waitingKinds).toEqual(['identity', 'licence']);

    expect(statusOf('seed-provider-08', 'identity')).toBe('in_progress');
    expect(of('seed-provider-08').provider.verificationStatus).toBe('in_progress');

    const rejected = of('seed-provider-11').request.documents.licence;
    expect(rejected?.status).toBe('rejected');
    expect(rejected?.reason).toBe('unreadable');
    expect(of('seed-provider-11').provider.verified).toBe(false);

    const recordWaiting = of('seed-provider-02');
    expect(statusOf('seed-provider-02', 'criminal_record')).toBe('pending');
    expect(recordWaiting.request.waitingKinds).toEqual(['criminal_record']);
    expect(recordWaiting.provider.verified).toBe(true);
    expect(recordWaiting.provider.criminalRecordCheckedOn).toBeNull();

    const lapsed = of('seed-provider-04');
    expect(statusOf('seed-provider-04', 'criminal_record')).toBe('expired');
    expect(lapsed.provider.criminalRecordCheckedOn).toBeNull();
    expect(lapsed.provider.verified).toBe(true);
    const lapse = lapsed.audit.at(-1)?.data;
    expect(lapse).toMatchObject({ action: 'lapse', actor: 'timer', actorId: null, to: 'expired' });
    expect(isoDay(lapse?.at as Date)).toBe(lapsed.request.documents.criminal_record?.validUntil);
  });

  it('keep every provider of the catalogue as verified as it was, with consistent fields', () => {
    const fields = seedProviderVerificationFields(NOW);
    for (const seed of SEED_PROVIDERS) {
      const provider = fields.get(seed.id);
      expect(provider?.verified, seed.id).toBe(seed.verified);
      expect(provider?.verified, seed.id).toBe(providerDocument(seed).verified);
      const entry = byUid.get(seed.id);
      if (!entry) {
        expect(provider?.verificationStatus, seed.id).toBe('unverified');
        continue;
      }
      const statuses = Object.fromEntries(
        Object.values(entry.request.documents).map((document) => [document.kind, document.status]),
      );
      expect(provider?.verificationStatus, seed.id).toBe(verificationLevel(statuses));
      expect(entry.request.level, seed.id).toBe(verificationLevel(statuses));
      expect(provider?.verifiedOn ?? null, seed.id).toBe(
        seed.verified ? isoDay(entry.request.verifiedAt as Date) : null,
      );
    }
  });

  it('record every step as an allowed transition, in order, ending in each document state', () => {
    for (const { uid, request, audit } of verifications) {
      const ids = audit.map((line) => line.id);
      expect(new Set(ids).size, uid).toBe(ids.length);
      const reached: Partial<Record<VerificationKind, DocumentStatus>> = {};
      let previous = 0;
      for (const { data } of audit) {
        expect(data.uid).toBe(uid);
        expect(data.at.getTime(), uid).toBeGreaterThanOrEqual(previous);
        expect(data.at.getTime(), uid).toBeLessThanOrEqual(NOW.getTime());
        previous = data.at.getTime();
        expect(data.from, uid).toBe(reached[data.kind] ?? 'missing');
        expect(documentTransition(data.from, data.action, data.actor), uid).toBe(data.to);
        reached[data.kind] = data.to;
      }
      for (const document of Object.values(request.documents)) {
        expect(reached[document.kind], `${uid} ${document.kind}`).toBe(document.status);
      }
    }
  });

  it('accept each criminal record as the api would: issued at most 3 months before its upload', () => {
    for (const { uid, request, audit } of verifications) {
      const record = request.documents.criminal_record;
      if (!record) continue;
      const uploadedAt = audit.findLast(
        ({ data }) => data.kind === 'criminal_record' && data.action === 'upload',
      )?.data.at as Date;
      const age = (uploadedAt.getTime() - Date.parse(record.issuedOn as string)) / DAY_MS;
      expect(age, uid).toBeGreaterThanOrEqual(0);
      expect(age, uid).toBeLessThanOrEqual(90);
    }
  });

  it('give each document real files within the upload limits, at their storage path', async () => {
    for (const { uid, request, files } of verifications) {
      const stored = new Map(files.map((file) => [file.path, file]));
      for (const document of Object.values(request.documents)) {
        expect(document.files.length, uid).toBeGreaterThanOrEqual(1);
        expect(document.files.length, uid).toBeLessThanOrEqual(VERIFICATION_LIMITS.maxFilesPerKind);
        for (const record of document.files) {
          expect(record.id).toMatch(/^[A-Za-z0-9]{20}$/);
          expect(record.path).toBe(`verification/${uid}/${document.kind}/${record.id}`);
          expect(VERIFICATION_FILE_TYPES).toContain(record.contentType);
          const file = stored.get(record.path);
          expect(file?.bytes.length, record.path).toBe(record.size);
          expect(record.size).toBeLessThanOrEqual(VERIFICATION_LIMITS.maxFileBytes);
          expect(file?.contentType).toBe(record.contentType);
        }
      }
    }
    const demoFiles = of('seed-provider-01').files;
    const image = demoFiles.find((file) => file.contentType === 'image/png');
    expect(await sharp(image?.bytes).metadata()).toMatchObject({ format: 'png', width: 320 });
    const pdf = demoFiles.find((file) => file.contentType === 'application/pdf');
    expect(pdf?.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('write the same ids and bytes on every run (a reseed rewrites them)', () => {
    const again = seededVerifications(NOW);
    expect(again.map(({ files }) => files.map((file) => file.path))).toEqual(
      verifications.map(({ files }) => files.map((file) => file.path)),
    );
    expect(again.map(({ audit }) => audit.map((line) => line.id))).toEqual(
      verifications.map(({ audit }) => audit.map((line) => line.id)),
    );
    const bytesOf = (entries: typeof verifications) =>
      entries.find(({ uid }) => uid === 'seed-provider-01')?.files.map((file) => file.bytes);
    expect(bytesOf(again)).toEqual(bytesOf(verifications));
  });

  it('store files that the local store reads back', async () => {
    const root = await mkdtemp(join(tmpdir(), 'seed-verification-'));
    try {
      const store = localDiskStore(root);
      const [file] = of('seed-provider-03').files;
      if (!file) throw new Error('no file');
      await store.write(file.path, file.bytes, file.contentType);
      expect(await store.read(file.path)).toEqual({
        bytes: file.bytes,
        contentType: file.contentType,
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('pdfDocument', () => {
  it('writes a cross-reference table whose offsets point at their objects', () => {
    const pdf = pdfDocument(['Casier judiciaire', 'Délivré à Éric (Douala)']).toString('latin1');
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    // Accents in WinAnsi, parentheses escaped.
    expect(pdf).toContain('D\\351livr\\351 \\340 \\311ric \\(Douala\\)');
  });
});
