import { VERIFICATION_LIMITS } from '@marketplace/domain';
import type { Request } from 'express';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { FIXTURES } from '../profile/testFixtures';
import { GPS_MARKER, testImages } from '../profile/testImages';
import { displayName, documentType, DOCUMENT_MAX_SIDE, prepareFiles } from './files';
import { limitVerificationBody, MAX_VERIFICATION_BODY_BYTES, readFiles } from './multipart';
import { uploadFields } from './upload';

let images: Awaited<ReturnType<typeof testImages>>;
beforeAll(async () => {
  images = await testImages();
});

/** A request as the Functions runtime hands it over: the multipart body in `rawBody`. */
async function formRequest(
  files: { bytes: Buffer; name: string; field?: string }[],
  fields: Record<string, string> = {},
): Promise<Request> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field ?? 'files', new Blob([new Uint8Array(file.bytes)]), file.name);
  }
  const response = new Response(form);
  const rawBody = Buffer.from(await response.arrayBuffer());
  return {
    headers: {
      'content-type': response.headers.get('content-type') ?? '',
      'content-length': `${rawBody.length}`,
    },
    rawBody,
  } as unknown as Request;
}

async function failure(promise: Promise<unknown>): Promise<[number, string]> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return [error.status, error.code];
    throw error;
  }
  throw new Error('expected a refusal');
}

const pdf = { bytes: FIXTURES.pdf, name: 'licence.pdf' };

describe('reading an upload', () => {
  it('reads up to three files and the text fields', async () => {
    const request = await formRequest(
      [
        pdf,
        { bytes: FIXTURES.png, name: 'recto.png' },
        { bytes: FIXTURES.jpeg, name: 'verso été.jpg' },
      ],
      { issuedOn: '2026-05-01', other: 'ignored' },
    );
    const form = await readFiles(request);
    expect(form.files.map((file) => file.filename)).toEqual([
      'licence.pdf',
      'recto.png',
      'verso été.jpg',
    ]);
    expect(form.files[0]?.bytes).toEqual(FIXTURES.pdf);
    expect(form.fields).toEqual({ issuedOn: '2026-05-01' });
  });

  it('refuses a fourth file, a file over 10 MB, and a form without a file', async () => {
    expect(await failure(readFiles(await formRequest([pdf, pdf, pdf, pdf])))).toEqual([
      400,
      'too_many_files',
    ]);
    const large = Buffer.alloc(VERIFICATION_LIMITS.maxFileBytes + 1);
    FIXTURES.pdf.copy(large);
    expect(
      await failure(readFiles(await formRequest([{ bytes: large, name: 'big.pdf' }]))),
    ).toEqual([413, 'file_too_large']);
    // Exactly 10 MB passes.
    const exact = large.subarray(0, VERIFICATION_LIMITS.maxFileBytes);
    expect(
      (await readFiles(await formRequest([{ bytes: exact, name: 'ok.pdf' }]))).files,
    ).toHaveLength(1);
    expect(await failure(readFiles(await formRequest([], { issuedOn: '2026-05-01' })))).toEqual([
      400,
      'invalid_request',
    ]);
    expect(await failure(readFiles(await formRequest([{ ...pdf, field: 'photo' }])))).toEqual([
      400,
      'invalid_request',
    ]);
  });

  it('refuses a body over three files of 10 MB before parsing it, as file_too_large', () => {
    const refused = (length: number) => {
      const req = { headers: { 'content-length': `${length}` } } as unknown as Request;
      try {
        limitVerificationBody(req, {} as never, () => undefined);
        return null;
      } catch (error) {
        return error instanceof HttpError ? [error.status, error.code] : error;
      }
    };
    expect(refused(MAX_VERIFICATION_BODY_BYTES)).toBeNull();
    expect(refused(MAX_VERIFICATION_BODY_BYTES + 1)).toEqual([413, 'file_too_large']);
    expect(refused(31 * 1024 * 1024)).toEqual([413, 'file_too_large']);
  });
});

describe('checking the files', () => {
  it('tells the type from the bytes: an executable named .pdf is refused', () => {
    expect(documentType(FIXTURES.pdf)).toBe('application/pdf');
    expect(documentType(FIXTURES.webp)).toBe('image/webp');
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(64)]);
    for (const bad of [executable, Buffer.from('\x7fELF', 'latin1'), FIXTURES.gif, FIXTURES.svg]) {
      expect(() => documentType(bad)).toThrow(
        expect.objectContaining({ status: 400, code: 'invalid_file_type' }),
      );
    }
  });

  it('re-encodes photos without their metadata and keeps PDFs as they are', async () => {
    const big = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const [kept, photo, large] = await prepareFiles('prov-1', 'identity', [
      { bytes: FIXTURES.pdf, declaredType: 'image/png', filename: 'scan.pdf' },
      { bytes: images.phonePhoto, declaredType: 'image/jpeg', filename: 'recto.jpg' },
      { bytes: big, declaredType: 'image/jpeg', filename: '' },
    ]);
    expect(kept?.bytes).toEqual(FIXTURES.pdf);
    expect(kept?.record).toMatchObject({
      contentType: 'application/pdf',
      name: 'scan.pdf',
      size: FIXTURES.pdf.length,
    });
    expect(kept?.record.path).toBe(`verification/prov-1/identity/${kept?.record.id}`);
    expect(photo?.record.contentType).toBe('image/webp');
    expect(photo?.bytes.includes(GPS_MARKER)).toBe(false);
    const meta = await sharp(photo?.bytes).metadata();
    expect([meta.format, meta.exif, meta.width, meta.height]).toEqual([
      'webp',
      undefined,
      100,
      200,
    ]);
    const largeMeta = await sharp(large?.bytes).metadata();
    expect([largeMeta.width, largeMeta.height]).toEqual([DOCUMENT_MAX_SIDE, 1000]);
    expect(large?.record.name).toBe('identity-3');
    await expect(
      prepareFiles('prov-1', 'identity', [
        { bytes: FIXTURES.jpeg, declaredType: 'image/jpeg', filename: 'broken.jpg' },
      ]),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_file_type' });
  });

  it('shows a device file name without control characters, at most 120 characters', () => {
    expect(displayName(' recto\u0000\u001b.jpg ', 'x')).toBe('recto.jpg');
    expect(displayName('', 'identity-1')).toBe('identity-1');
    expect(displayName('a'.repeat(200), 'x')).toHaveLength(120);
  });
});

describe('the upload fields', () => {
  const today = '2026-06-10';
  const code = (action: () => unknown) => {
    try {
      action();
      return null;
    } catch (error) {
      return error instanceof HttpError ? error.code : 'zod';
    }
  };

  it('refuses a criminal record issued more than 3 months ago or in the future', () => {
    expect(uploadFields('criminal_record', { issuedOn: '2026-03-10' }, today)).toEqual({
      issuedOn: '2026-03-10',
    });
    expect(code(() => uploadFields('criminal_record', { issuedOn: '2026-02-10' }, today))).toBe(
      'record_too_old',
    );
    expect(code(() => uploadFields('criminal_record', { issuedOn: '2026-06-11' }, today))).toBe(
      'record_too_old',
    );
    // No date, or no date at all, is a plain bad request.
    expect(code(() => uploadFields('criminal_record', {}, today))).toBe('zod');
    expect(code(() => uploadFields('criminal_record', { issuedOn: '10/02/2026' }, today))).toBe(
      'zod',
    );
  });

  it('takes an identity document’s expiry, when given, after today', () => {
    expect(uploadFields('identity', { validUntil: '2031-01-01' }, today)).toEqual({
      validUntil: '2031-01-01',
    });
    expect(uploadFields('identity', {}, today)).toEqual({});
    expect(code(() => uploadFields('identity', { validUntil: '2026-06-01' }, today))).toBe('zod');
    expect(uploadFields('diploma', { validUntil: '2031-01-01' }, today)).toEqual({});
  });
});
