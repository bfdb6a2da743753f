import type { VerificationFile } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { applyStep, type StepInput, type VerificationRequest } from './steps';
import { verificationView } from './view';

const OWNER = { uid: 'prov-1', displayName: 'Awa Plomberie' };
const ADMIN = 'admin-1';
const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00.000Z`);

const file = (id: string, uploadedAt: Date): VerificationFile<Date> => ({
  id,
  path: `verification/prov-1/x/${id}`,
  contentType: 'application/pdf',
  size: 10,
  name: `${id}.pdf`,
  uploadedAt,
});

const upload = (kind: StepInput['kind'], fileIds: string[], now: Date, extra = {}): StepInput => ({
  kind,
  action: 'upload',
  actor: 'provider',
  actorId: OWNER.uid,
  files: fileIds.map((id) => file(id, now)),
  ...extra,
});
const byAdmin = (kind: StepInput['kind'], action: StepInput['action'], extra = {}): StepInput => ({
  kind,
  action,
  actor: 'admin',
  actorId: ADMIN,
  ...extra,
});

/** Applies steps in order, each at its instant; answers every result. */
function run(steps: [StepInput, Date][], start?: VerificationRequest) {
  let request = start;
  return steps.map(([input, now]) => {
    const result = applyStep(request, OWNER, input, now);
    request = result.request;
    return result;
  });
}

function errorOf(action: () => unknown): HttpError {
  try {
    action();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('applyStep', () => {
  it('records an upload as pending, waiting since its submission, with its audit line', () => {
    const now = at('2026-06-01');
    const [result] = run([[upload('identity', ['f1', 'f2'], now, { validUntil: '2030-01-01' }), now]]);
    expect(result?.request).toMatchObject({
      uid: 'prov-1',
      displayName: 'Awa Plomberie',
      level: 'in_progress',
      waitingSince: now,
      waitingKinds: ['identity'],
      verifiedAt: null,
      documents: {
        identity: {
          status: 'pending',
          submittedAt: now,
          decidedAt: null,
          validUntil: '2030-01-01',
          issuedOn: null,
        },
      },
    });
    expect(result?.audit).toEqual({
      uid: 'prov-1',
      kind: 'identity',
      action: 'upload',
      actor: 'provider',
      actorId: 'prov-1',
      from: 'missing',
      to: 'pending',
      reason: null,
      reasonText: null,
      at: now,
    });
    expect(result?.provider).toEqual({
      verified: false,
      verificationStatus: 'in_progress',
      verifiedOn: null,
      criminalRecordCheckedOn: null,
    });
  });

  it('verifies identity plus one professional document, dated the day the badge was earned', () => {
    const day1 = at('2026-06-01');
    const day2 = at('2026-06-03');
    const day3 = at('2026-06-05');
    const results = run([
      [upload('identity', ['i1'], day1), day1],
      [upload('licence', ['l1'], day1), day1],
      [byAdmin('identity', 'open'), day2],
      [byAdmin('identity', 'approve'), day2],
      [byAdmin('licence', 'reject', { reason: 'unreadable' }), day2],
      [upload('licence', ['l2'], day3), day3],
      [byAdmin('licence', 'approve'), day3],
      [upload('diploma', ['d1'], day3), day3],
      [byAdmin('diploma', 'approve'), at('2026-07-01')],
    ]);
    const rejected = results[4];
    expect(rejected?.request.documents.licence).toMatchObject({
      status: 'rejected',
      reason: 'unreadable',
      reviewerId: ADMIN,
    });
    expect(rejected?.audit).toMatchObject({ from: 'pending', to: 'rejected', reason: 'unreadable' });
    // Replaced files are handed back for deletion.
    expect(results[5]?.replacedFiles.map((replaced) => replaced.id)).toEqual(['l1']);
    expect(results[5]?.request.documents.licence).toMatchObject({ status: 'pending', reason: null });
    const verified = results[6];
    expect(verified?.request).toMatchObject({ level: 'verified', verifiedAt: day3 });
    expect(verified?.provider).toEqual({
      verified: true,
      verificationStatus: 'verified',
      verifiedOn: '2026-06-05',
      criminalRecordCheckedOn: null,
    });
    // A document waiting while verified keeps the level and the date; the queue still sees it.
    expect(results[7]?.request).toMatchObject({
      level: 'verified',
      verifiedAt: day3,
      waitingKinds: ['diploma'],
      waitingSince: day3,
    });
    expect(results[8]?.provider.verifiedOn).toBe('2026-06-05');
    expect(results[8]?.request).toMatchObject({ waitingSince: null, waitingKinds: [] });
  });

  it('waits since the oldest waiting submission, in the kinds order', () => {
    const results = run([
      [upload('criminal_record', ['c1'], at('2026-06-02'), { issuedOn: '2026-05-20' }), at('2026-06-02')],
      [upload('identity', ['i1'], at('2026-06-03')), at('2026-06-03')],
    ]);
    expect(results[1]?.request).toMatchObject({
      waitingSince: at('2026-06-02'),
      waitingKinds: ['identity', 'criminal_record'],
      // A criminal record alone makes no level.
      level: 'in_progress',
    });
    expect(results[0]?.request.level).toBe('unverified');
    expect(results[0]?.request.documents.criminal_record?.issuedOn).toBe('2026-05-20');
  });

  it('checks a criminal record for 12 months from the approval day, until it lapses', () => {
    const results = run([
      [upload('criminal_record', ['c1'], at('2026-06-01'), { issuedOn: '2026-05-20' }), at('2026-06-01')],
      [byAdmin('criminal_record', 'approve'), at('2026-06-02', '23:30')],
      [
        { kind: 'criminal_record', action: 'lapse', actor: 'timer', actorId: null },
        at('2027-06-02', '00:00'),
      ],
    ]);
    expect(results[1]?.request.documents.criminal_record?.validUntil).toBe('2027-06-02');
    expect(results[1]?.provider.criminalRecordCheckedOn).toBe('2026-06-02');
    expect(results[2]?.request.documents.criminal_record?.status).toBe('expired');
    expect(results[2]?.audit).toMatchObject({
      action: 'lapse',
      actor: 'timer',
      actorId: null,
      from: 'approved',
      to: 'expired',
    });
    expect(results[2]?.provider.criminalRecordCheckedOn).toBeNull();
  });

  it('takes the badge away when the identity document lapses, and dates it anew after', () => {
    const [, , , verified] = run([
      [upload('identity', ['i1'], at('2026-06-01'), { validUntil: '2026-09-01' }), at('2026-06-01')],
      [upload('diploma', ['d1'], at('2026-06-01')), at('2026-06-01')],
      [byAdmin('diploma', 'approve'), at('2026-06-02')],
      [byAdmin('identity', 'approve'), at('2026-06-02')],
    ]);
    expect(verified?.provider.verifiedOn).toBe('2026-06-02');
    const [lapsed, again, approved] = run(
      [
        [{ kind: 'identity', action: 'lapse', actor: 'timer', actorId: null }, at('2026-09-01', '00:00')],
        [upload('identity', ['i2'], at('2026-09-02'), { validUntil: '2036-01-01' }), at('2026-09-02')],
        [byAdmin('identity', 'approve'), at('2026-09-03')],
      ],
      verified?.request,
    );
    expect(lapsed?.provider).toEqual({
      verified: false,
      verificationStatus: 'unverified',
      verifiedOn: null,
      criminalRecordCheckedOn: null,
    });
    expect(again?.request.level).toBe('in_progress');
    expect(approved?.provider).toMatchObject({ verified: true, verifiedOn: '2026-09-03' });
    expect(verificationView('prov-1', approved?.request).missing).toEqual([]);
  });

  it('refuses a step on a kind never uploaded (404) and a step its state forbids (409)', () => {
    const now = at('2026-06-01');
    const notFound = errorOf(() => applyStep(undefined, OWNER, byAdmin('licence', 'approve'), now));
    expect([notFound.status, notFound.code]).toEqual([404, 'document_not_found']);
    const [approved] = run([
      [upload('licence', ['l1'], now), now],
      [byAdmin('licence', 'approve'), now],
    ]).slice(1);
    for (const step of [
      byAdmin('licence', 'approve'),
      byAdmin('licence', 'open'),
      byAdmin('licence', 'reject', { reason: 'other', reasonText: 'x' }),
      upload('licence', ['l2'], now),
    ]) {
      const error = errorOf(() => applyStep(approved?.request, OWNER, step, now));
      expect([error.status, error.code], step.action).toEqual([409, 'invalid_transition']);
    }
    // Only the timer lapses, only an admin decides.
    const lapseByAdmin = errorOf(() =>
      applyStep(approved?.request, OWNER, byAdmin('licence', 'lapse'), now),
    );
    expect(lapseByAdmin.status).toBe(409);
    const [pending] = run([[upload('diploma', ['d1'], now), now]]);
    const selfApproval = errorOf(() =>
      applyStep(pending?.request, OWNER, { ...byAdmin('diploma', 'approve'), actor: 'provider' }, now),
    );
    expect(selfApproval.status).toBe(409);
  });

  it('lets an opened document be decided but not replaced', () => {
    const now = at('2026-06-01');
    const [, opened] = run([
      [upload('diploma', ['d1'], now), now],
      [byAdmin('diploma', 'open'), now],
    ]);
    expect(opened?.request.documents.diploma).toMatchObject({
      status: 'in_progress',
      reviewerId: ADMIN,
    });
    expect(opened?.request.waitingKinds).toEqual(['diploma']);
    expect(errorOf(() => applyStep(opened?.request, OWNER, upload('diploma', ['d2'], now), now)).code).toBe(
      'invalid_transition',
    );
    const rejected = applyStep(
      opened?.request,
      OWNER,
      byAdmin('diploma', 'reject', { reason: 'other', reasonText: 'Pas signé' }),
      now,
    );
    expect(rejected.audit).toMatchObject({ from: 'in_progress', reason: 'other', reasonText: 'Pas signé' });
  });
});
