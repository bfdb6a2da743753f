import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { Language, VerificationQueueItem } from '@marketplace/domain';
import { renderInApp } from '../../shared/testing/renderInApp';
import type { AuditEntry, ViewDocument } from './model';
import type { VerificationView } from '@marketplace/domain';
import './i18n';

/** The fixed "now" of the tests: waiting times and ages are read against it. */
export const NOW = new Date('2026-03-20T12:00:00Z');

export const queueItem = (
  uid: string,
  changes: Partial<VerificationQueueItem> = {},
): VerificationQueueItem => ({
  uid,
  displayName: `Prestataire ${uid}`,
  waitingKinds: ['identity', 'licence'],
  waitingSince: '2026-03-17T10:00:00Z',
  ...changes,
});

export const viewDocument = (
  kind: ViewDocument['kind'],
  changes: Partial<ViewDocument> = {},
): ViewDocument => ({
  kind,
  status: 'pending',
  files: [
    {
      id: `${kind}-f1`,
      contentType: 'application/pdf',
      size: 250_000,
      name: `${kind}.pdf`,
      uploadedAt: '2026-03-17T10:00:00Z',
    },
  ],
  submittedAt: '2026-03-17T10:00:00Z',
  decidedAt: null,
  reason: null,
  reasonText: null,
  issuedOn: null,
  validUntil: null,
  ...changes,
});

export const requestView = (
  uid: string,
  documents: ViewDocument[],
  changes: Partial<VerificationView> = {},
): VerificationView => ({
  uid,
  displayName: `Prestataire ${uid}`,
  level: 'in_progress',
  missing: [],
  verifiedAt: null,
  documents,
  ...changes,
});

export const auditEntry = (id: string, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  uid: 'p1',
  kind: 'identity',
  action: 'upload',
  actor: 'provider',
  actorId: 'p1',
  from: 'missing',
  to: 'pending',
  reason: null,
  reasonText: null,
  at: '2026-03-17T10:00:00Z',
  ...changes,
});

/** Shows the router's search string, so tests can read `?uid=`. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

export function renderPage(ui: ReactElement, language: Language = 'fr', search = '') {
  return renderInApp(
    <>
      {ui}
      <LocationProbe />
    </>,
    { path: `/admin/verification${search}`, language },
  );
}
