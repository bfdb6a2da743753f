import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { i18n } from '../../shared/i18n';
import {
  decideDocument,
  fetchAudit,
  fetchFile,
  fetchQueue,
  fetchRequest,
  openDocument,
} from './api';
import { auditEntry, NOW, queueItem, renderPage, requestView, viewDocument } from './testing';
import VerificationQueuePage from './VerificationQueuePage';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  fetchQueue: vi.fn(),
  fetchRequest: vi.fn(),
  fetchAudit: vi.fn(),
  openDocument: vi.fn(),
  decideDocument: vi.fn(),
  fetchFile: vi.fn(),
}));
const queueMock = vi.mocked(fetchQueue);
const requestMock = vi.mocked(fetchRequest);
const auditMock = vi.mocked(fetchAudit);
const openMock = vi.mocked(openDocument);
const decideMock = vi.mocked(decideDocument);
const fileMock = vi.mocked(fetchFile);

const urlOf = vi.fn((blob: Blob) => `blob:${(blob as File).name}`);
const revoke = vi.fn();

const apiError = (status: number, code: string) =>
  new HttpError(status, JSON.stringify({ error: { code, message: 'x' } }));

const identity = viewDocument('identity', {
  files: [
    {
      id: 'front',
      contentType: 'image/jpeg',
      size: 800_000,
      name: 'recto.jpg',
      uploadedAt: '2026-03-17T10:00:00Z',
    },
    {
      id: 'back',
      contentType: 'image/png',
      size: 700_000,
      name: 'verso.png',
      uploadedAt: '2026-03-17T10:00:00Z',
    },
  ],
});
const licence = viewDocument('licence', { status: 'in_progress' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  queueMock.mockReset().mockResolvedValue({
    items: [
      queueItem('p1', { waitingSince: '2026-03-17T10:00:00Z' }),
      queueItem('p2', { waitingSince: '2026-03-20T07:30:00Z', waitingKinds: ['diploma'] }),
    ],
    next: null,
  });
  requestMock.mockReset().mockResolvedValue(requestView('p1', [identity, licence]));
  auditMock.mockReset().mockResolvedValue({ items: [], next: null });
  openMock.mockReset().mockResolvedValue({});
  decideMock.mockReset().mockResolvedValue(requestView('p1', [identity, licence]));
  // A file's bytes, named after its id so that its `blob:` address says which one it is.
  fileMock
    .mockReset()
    .mockImplementation((_uid, _kind, file) =>
      Promise.resolve(new File(['bytes'], file.id, { type: file.contentType })),
    );
  // jsdom has no object URLs.
  URL.createObjectURL = urlOf.mockClear();
  URL.revokeObjectURL = revoke.mockClear();
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('fr');
});

const rows = () => screen.getAllByTestId('queue-row');
const dialog = () => within(screen.getByRole('dialog'));
const card = (kind: string) => within(screen.getByTestId(`document-${kind}`));
const location = () => screen.getByTestId('location').textContent;

/** Opens p1's request from the queue. */
async function openFirst() {
  fireEvent.click(await screen.findByText('Prestataire p1'));
  await screen.findByTestId('document-identity');
}

describe('VerificationQueuePage: the queue', () => {
  it('lists the waiting providers in the api’s order (oldest first) with kinds and waiting time', async () => {
    await renderPage(<VerificationQueuePage />);
    await screen.findByText('Prestataire p1');
    expect(queueMock).toHaveBeenCalledWith(null, null);
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Prestataire p1Pièce d’identitéLicence professionnelledepuis 3\sjours$/,
      ),
      expect.stringMatching(/^Prestataire p2Diplôme ou certificationdepuis 4\sheures$/),
    ]);
    expect(
      screen.getByText('Choisissez un prestataire dans la file pour examiner ses documents.'),
    ).toBeDefined();
  });

  it('says the waiting time in English', async () => {
    await renderPage(<VerificationQueuePage />, 'en');
    await screen.findByText('Prestataire p1');
    expect(screen.getAllByTestId('queue-waiting').map((node) => node.textContent)).toEqual([
      'waiting 3 days',
      'waiting 4 hours',
    ]);
  });

  it('pages on with the cursor and appends the next page', async () => {
    queueMock
      .mockResolvedValueOnce({ items: [queueItem('p1')], next: 'p1' })
      .mockResolvedValueOnce({ items: [queueItem('p3')], next: null });
    await renderPage(<VerificationQueuePage />);
    await screen.findByText('Prestataire p1');
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await screen.findByText('Prestataire p3');
    expect(queueMock).toHaveBeenLastCalledWith(null, 'p1');
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });

  it('says when nothing waits, or when the queue cannot load', async () => {
    queueMock.mockResolvedValueOnce({ items: [], next: null });
    const { unmount } = await renderPage(<VerificationQueuePage />);
    expect(await screen.findByText('Aucun prestataire n’attend de vérification.')).toBeDefined();
    unmount();
    queueMock.mockRejectedValueOnce(new TypeError('offline'));
    await renderPage(<VerificationQueuePage />, 'en');
    expect(
      await screen.findByText(
        'The queue could not be loaded. Check your connection, then reload the page.',
      ),
    ).toBeDefined();
  });
});

// Many steps each, on a machine the whole suite shares: more time than the default 5 s.
describe('VerificationQueuePage: a request', { timeout: 15_000 }, () => {
  // The reject form's check (zod) loads on the first submit: load it before the clock starts.
  beforeAll(async () => {
    await import('./rejection');
  });

  it('opens a provider’s request with its uid in the address, and from a linked address', async () => {
    const { unmount } = await renderPage(<VerificationQueuePage />);
    await openFirst();
    expect(location()).toBe('?uid=p1');
    expect(requestMock).toHaveBeenCalledWith('p1');
    expect(card('identity').getByText('En attente')).toBeDefined();
    expect(card('licence').getByText('En cours d’examen')).toBeDefined();
    unmount();
    requestMock.mockClear();
    await renderPage(<VerificationQueuePage />, 'en', '?uid=p2');
    await screen.findByTestId('document-identity');
    expect(requestMock).toHaveBeenCalledWith('p2');
    expect(auditMock).toHaveBeenCalledWith('p2', null);
  });

  it('opens a pending document once, however many of its files are viewed', async () => {
    await renderPage(<VerificationQueuePage />);
    await openFirst();
    fireEvent.click(card('identity').getByRole('button', { name: 'Voir recto.jpg' }));
    await waitFor(() => expect(openMock).toHaveBeenCalledWith('p1', 'identity'));
    fireEvent.click(card('identity').getByRole('button', { name: 'Voir verso.png' }));
    fireEvent.click(card('identity').getByRole('button', { name: 'Voir recto.jpg' }));
    // A document already in review is not opened again.
    fireEvent.click(card('licence').getByRole('button', { name: 'Voir licence.pdf' }));
    await waitFor(() =>
      expect(fileMock).toHaveBeenCalledWith(
        'p1',
        'licence',
        expect.objectContaining({ id: 'licence-f1' }),
      ),
    );
    expect(openMock).toHaveBeenCalledTimes(1);
    // The view is read again after the opening, so it shows "in review".
    await waitFor(() => expect(requestMock).toHaveBeenCalledTimes(2));
  });

  it('explains an opening that failed, and tries again on the next view', async () => {
    openMock.mockRejectedValueOnce(apiError(403, 'forbidden'));
    await renderPage(<VerificationQueuePage />, 'en');
    fireEvent.click(await screen.findByText('Prestataire p1'));
    await screen.findByTestId('document-identity');
    fireEvent.click(card('identity').getByRole('button', { name: 'View recto.jpg' }));
    expect(await screen.findByText('This action is for administrators only.')).toBeDefined();
    fireEvent.click(card('identity').getByRole('button', { name: 'View verso.png' }));
    await waitFor(() => expect(openMock).toHaveBeenCalledTimes(2));
  });

  it('shows an image inline and a PDF in a frame, each with its download link', async () => {
    const { unmount } = await renderPage(<VerificationQueuePage />);
    await openFirst();
    fireEvent.click(card('identity').getByRole('button', { name: 'Voir recto.jpg' }));
    const image = await card('identity').findByRole('img', { name: 'recto.jpg' });
    expect(image.getAttribute('src')).toBe('blob:front');
    expect(card('identity').queryByTitle(/Document/)).toBeNull();
    const download = card('identity').getByRole('link', { name: 'Télécharger le fichier' });
    expect(download.getAttribute('href')).toBe('blob:front');
    expect(download.getAttribute('download')).toBe('recto.jpg');

    fireEvent.click(card('licence').getByRole('button', { name: 'Voir licence.pdf' }));
    const frame = await card('licence').findByTitle('Document : licence.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:licence-f1');
    expect(card('licence').queryByRole('img')).toBeNull();
    // The bytes are let go once another file shows, and with the page.
    expect(revoke.mock.calls).toEqual([['blob:front']]);
    unmount();
    expect(revoke).toHaveBeenLastCalledWith('blob:licence-f1');
  });

  it('explains a file link that failed, translated', async () => {
    fileMock.mockRejectedValueOnce(apiError(410, 'link_expired'));
    await renderPage(<VerificationQueuePage />, 'en');
    fireEvent.click(await screen.findByText('Prestataire p1'));
    await screen.findByTestId('document-licence');
    fireEvent.click(card('licence').getByRole('button', { name: 'View licence.pdf' }));
    expect(
      await card('licence').findByText("The file's link has expired. Try again to get a new one."),
    ).toBeDefined();
    fireEvent.click(card('licence').getByRole('button', { name: 'Try again' }));
    expect(await card('licence').findByTitle('Document: licence.pdf')).toBeDefined();
  });

  it('approves after confirmation, then refreshes the view, the log and the queue', async () => {
    await renderPage(<VerificationQueuePage />);
    await openFirst();
    fireEvent.click(card('identity').getByRole('button', { name: 'Approuver' }));
    expect(
      dialog().getByText(
        'Le document « Pièce d’identité » de Prestataire p1 sera approuvé. Le prestataire en sera informé.',
      ),
    ).toBeDefined();
    fireEvent.click(dialog().getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Document approuvé.')).toBeDefined();
    expect(decideMock).toHaveBeenCalledWith('p1', 'identity', { decision: 'approve' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(requestMock).toHaveBeenCalledTimes(2));
    expect(auditMock).toHaveBeenCalledTimes(2);
    expect(queueMock).toHaveBeenCalledTimes(2);
  });

  it('rejects only with a reason, and with a free text for “other”', async () => {
    await renderPage(<VerificationQueuePage />);
    await openFirst();
    fireEvent.click(card('licence').getByRole('button', { name: 'Refuser' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Refuser' }));
    expect(await dialog().findByText('Ce champ est obligatoire')).toBeDefined();
    fireEvent.click(dialog().getByRole('radio', { name: 'Autre motif' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Refuser' }));
    expect(await dialog().findByText('Ce champ est obligatoire')).toBeDefined();
    expect(decideMock).not.toHaveBeenCalled();
    fireEvent.change(dialog().getByLabelText(/Précisez le motif/), {
      target: { value: '  Le tampon est illisible  ' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('Document refusé.')).toBeDefined();
    expect(decideMock).toHaveBeenCalledWith('p1', 'licence', {
      decision: 'reject',
      reason: 'other',
      reasonText: 'Le tampon est illisible',
    });
  });

  it('rejects with a reason from the list, in English', async () => {
    await renderPage(<VerificationQueuePage />, 'en');
    fireEvent.click(await screen.findByText('Prestataire p1'));
    await screen.findByTestId('document-identity');
    fireEvent.click(card('identity').getByRole('button', { name: 'Reject' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Reject' }));
    expect(await dialog().findByText('This field is required')).toBeDefined();
    fireEvent.click(dialog().getByRole('radio', { name: 'Unreadable document' }));
    expect(dialog().queryByLabelText(/Describe the reason/)).toBeNull();
    fireEvent.click(dialog().getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Document rejected.')).toBeDefined();
    expect(decideMock).toHaveBeenCalledWith('p1', 'identity', {
      decision: 'reject',
      reason: 'unreadable',
    });
  });

  it.each([
    [
      409,
      'invalid_transition',
      'fr',
      'Ce document a changé entre-temps : il n’attend plus cette décision.',
    ],
    [404, 'document_not_found', 'en', 'This document does not exist (any more).'],
    [403, 'forbidden', 'fr', 'Cette action est réservée aux administrateurs.'],
  ] as const)(
    'translates a %s %s answer to a decision (%s)',
    async (status, code, language, text) => {
      decideMock.mockRejectedValueOnce(apiError(status, code));
      await renderPage(<VerificationQueuePage />, language);
      fireEvent.click(await screen.findByText('Prestataire p1'));
      await screen.findByTestId('document-identity');
      const approve = language === 'en' ? 'Approve' : 'Approuver';
      fireEvent.click(card('identity').getByRole('button', { name: approve }));
      fireEvent.click(dialog().getByRole('button', { name: approve }));
      expect(await dialog().findByText(text)).toBeDefined();
      // A document that changed meanwhile is read again; a refusal changes nothing.
      const reads = code === 'forbidden' ? 1 : 2;
      await waitFor(() => expect(requestMock).toHaveBeenCalledTimes(reads));
    },
  );

  it('shows the audit log, newest first as sent, with who, when, what and the reason; pages on', async () => {
    auditMock
      .mockResolvedValueOnce({
        items: [
          auditEntry('a2', {
            kind: 'licence',
            action: 'reject',
            actor: 'admin',
            actorId: 'admin-1',
            from: 'in_progress',
            to: 'rejected',
            reason: 'other',
            reasonText: 'Tampon illisible',
            at: '2026-03-19T09:30:00Z',
          }),
          auditEntry('a1'),
        ],
        next: 'a1',
      })
      .mockResolvedValueOnce({
        items: [auditEntry('a0', { kind: 'diploma', reason: 'unreadable' })],
        next: null,
      });
    await renderPage(<VerificationQueuePage />, 'fr', '?uid=p1');
    await screen.findAllByTestId('audit-entry');
    const entries = () => screen.getAllByTestId('audit-entry').map((entry) => entry.textContent);
    expect(entries()[0]).toMatch(/^Licence professionnelle : En cours d’examen → Refusé/);
    expect(entries()[0]).toMatch(/19 mars 2026 à \d\d:30 · Administrateur \(admin-1\) · refus/);
    expect(entries()[0]).toMatch(/Motif : Tampon illisible$/);
    expect(entries()[1]).toMatch(
      /^Pièce d’identité : Absent → En attente.*Le prestataire · envoi$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Voir les étapes plus anciennes' }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(auditMock).toHaveBeenLastCalledWith('p1', 'a1');
    expect(entries()[2]).toMatch(/Motif : Document illisible$/);
  });
});
