import { describe, expect, it } from 'vitest';
import { applyStep, type StepInput, type VerificationRequest } from '../lib/verification/steps';
import {
  decisionNotices,
  EMULATED_ARMING_HORIZON_MS,
  timerDeadlines,
  timersToArm,
  worthArming,
} from './verificationLapse';

const OWNER = { uid: 'prov-1', displayName: 'Awa' };
const at = (iso: string) => new Date(iso);

function run(steps: [StepInput, string][], start?: VerificationRequest) {
  const requests: VerificationRequest[] = [];
  let request = start;
  for (const [input, when] of steps) {
    request = applyStep(request, OWNER, input, at(when)).request;
    requests.push(request);
  }
  return requests;
}

const upload = (kind: StepInput['kind'], extra = {}): StepInput => ({
  kind,
  action: 'upload',
  actor: 'provider',
  actorId: 'prov-1',
  files: [],
  ...extra,
});
const admin = (kind: StepInput['kind'], action: StepInput['action'], extra = {}): StepInput => ({
  kind,
  action,
  actor: 'admin',
  actorId: 'admin-1',
  ...extra,
});
const lapse = (kind: StepInput['kind']): StepInput => ({
  kind,
  action: 'lapse',
  actor: 'timer',
  actorId: null,
});

describe('verification deadlines', () => {
  const [uploaded, approved] = run([
    [upload('criminal_record', { issuedOn: '2026-05-20' }), '2026-06-01T09:00:00Z'],
    [admin('criminal_record', 'approve'), '2026-06-02T15:00:00Z'],
  ]);

  it('reminds 30 days before an approved document lapses and lapses it on its validUntil', () => {
    expect(timerDeadlines('prov-1', uploaded)).toEqual([]);
    expect(timerDeadlines('prov-1', approved)).toEqual([
      {
        uid: 'prov-1',
        kind: 'criminal_record',
        event: 'reminder',
        validUntil: '2027-06-02',
        dueAtMs: Date.parse('2027-05-03T00:00:00Z'),
      },
      {
        uid: 'prov-1',
        kind: 'criminal_record',
        event: 'lapse',
        validUntil: '2027-06-02',
        dueAtMs: Date.parse('2027-06-02T00:00:00Z'),
      },
    ]);
  });

  it('arms each deadline once: on approval, and again only for a new validity', () => {
    expect(timersToArm('prov-1', uploaded, approved)).toHaveLength(2);
    expect(timersToArm('prov-1', approved, approved)).toEqual([]);
    const [identity] = run(
      [[upload('identity', { validUntil: '2027-01-15' }), '2026-06-03T09:00:00Z']],
      approved,
    );
    // A new pending identity document has no deadline yet; the record's are already armed.
    expect(timersToArm('prov-1', approved, identity)).toEqual([]);
    const [approvedIdentity] = run(
      [[admin('identity', 'approve'), '2026-06-04T09:00:00Z']],
      identity,
    );
    expect(
      timersToArm('prov-1', identity, approvedIdentity).map((task) => [
        task.kind,
        task.event,
        task.validUntil,
      ]),
    ).toEqual([
      ['identity', 'reminder', '2027-01-15'],
      ['identity', 'lapse', '2027-01-15'],
    ]);
    // A licence has no validity: no timer.
    const [licence] = run(
      [
        [upload('licence'), '2026-06-04T09:00:00Z'],
        [admin('licence', 'approve'), '2026-06-04T10:00:00Z'],
      ],
      approvedIdentity,
    ).slice(1);
    expect(timersToArm('prov-1', approvedIdentity, licence)).toEqual([]);
  });

  it('tells the provider of each decision and lapse, once per event', () => {
    const now = at('2026-06-02T15:00:01Z');
    const [notice] = decisionNotices('prov-1', uploaded, approved, now);
    expect(notice).toEqual({
      uid: 'prov-1',
      kind: 'account_updated',
      id: `account_updated-verification-criminal_record-approved-${Date.parse('2026-06-02T15:00:00Z')}`,
      params: {
        changes: [],
        verification: {
          providerId: 'prov-1',
          kind: 'criminal_record',
          event: 'approved',
          reason: null,
          reasonText: null,
          validUntil: '2027-06-02',
        },
      },
      at: now,
    });
    // An upload, an open, a rewrite of the same state: nothing to say.
    expect(decisionNotices('prov-1', undefined, uploaded, now)).toEqual([]);
    expect(decisionNotices('prov-1', approved, approved, now)).toEqual([]);
    const [opened, rejected] = run(
      [
        [upload('licence'), '2026-06-05T09:00:00Z'],
        [admin('licence', 'open'), '2026-06-05T10:00:00Z'],
        [
          admin('licence', 'reject', { reason: 'other', reasonText: 'Tampon absent' }),
          '2026-06-05T11:00:00Z',
        ],
      ],
      approved,
    ).slice(1);
    expect(decisionNotices('prov-1', approved, opened, now)).toEqual([]);
    expect(
      decisionNotices('prov-1', opened, rejected, now).map((each) => each.params.verification),
    ).toEqual([
      {
        providerId: 'prov-1',
        kind: 'licence',
        event: 'rejected',
        reason: 'other',
        reasonText: 'Tampon absent',
        validUntil: null,
      },
    ]);
    const [lapsed] = run([[lapse('criminal_record'), '2027-06-02T00:00:00Z']], rejected);
    const [expired] = decisionNotices('prov-1', rejected, lapsed, now);
    expect(expired?.id).toBe('account_updated-verification-criminal_record-expired-2027-06-02');
    expect(expired?.params.verification?.event).toBe('expired');
  });

  it('arms every deadline in production, only those of the next day under the emulators', () => {
    const now = at('2026-06-01T10:00:00Z');
    const due = (ms: number) => ({
      uid: 'prov-1',
      kind: 'identity' as const,
      event: 'lapse' as const,
      validUntil: '2031-01-02',
      dueAtMs: now.getTime() + ms,
    });
    const soon = due(EMULATED_ARMING_HORIZON_MS);
    const years = due(5 * 365 * EMULATED_ARMING_HORIZON_MS);
    expect(worthArming(years, now, { emulated: false })).toBe(true);
    expect(worthArming(soon, now, { emulated: true })).toBe(true);
    expect(worthArming(due(-1000), now, { emulated: true })).toBe(true);
    expect(worthArming(due(EMULATED_ARMING_HORIZON_MS + 1), now, { emulated: true })).toBe(false);
    expect(worthArming(years, now, { emulated: true })).toBe(false);
  });
});
