import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { uploadDocument, useMyVerification } from './api';
import CriminalRecordPage from './CriminalRecordPage';
import { fakeFile, querySuccess, renderAt, session, TEST_UID, view, viewDocument } from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useMyVerification: vi.fn(),
  uploadDocument: vi.fn(),
  createFileLink: vi.fn(),
}));
const viewMock = vi.mocked(useMyVerification);
const uploadMock = vi.mocked(uploadDocument);

const OWN = `/providers/${TEST_UID}/criminal-record`;
const page = <CriminalRecordPage />;
const record = () => within(screen.getByTestId('document-criminal_record'));
const showing = (...documents: ReturnType<typeof viewDocument>[]) =>
  viewMock.mockReturnValue(querySuccess(view(documents)));

beforeEach(() => {
  // The api's and the form's calendar: 15 March 2026 (UTC).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
  showing();
  uploadMock.mockReset().mockResolvedValue(view([]));
});

afterEach(() => {
  vi.useRealTimers();
});

async function submit(issuedOn: string | null, path = OWN) {
  if (!screen.queryByTestId('document-criminal_record')) await renderAt(path, page);
  fireEvent.change(screen.getByTestId('file-input-criminal_record'), {
    target: { files: [fakeFile('extrait.pdf', 'application/pdf')] },
  });
  if (issuedOn !== null) {
    fireEvent.change(record().getByLabelText(/Date de délivrance|Issue date/), {
      target: { value: issuedOn },
    });
  }
  fireEvent.click(record().getByRole('button', { name: /^(Envoyer|Send|Remplacer|Replace)$/ }));
}

describe('CriminalRecordPage', () => {
  it("refuses another user's page, in both languages", async () => {
    const other = session({ id: 'u2', isProvider: true });
    const { unmount } = await renderAt(OWN, page, other);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accès refusé');
    expect(screen.getByTestId('forbidden').textContent).toContain('un autre prestataire');
    expect(viewMock).not.toHaveBeenCalled();
    unmount();
    await renderAt(`/en${OWN}`, page, other);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Access denied');
  });

  it('points an admin to the criminal records to check', async () => {
    await renderAt(`/en${OWN}`, page, session({ id: 'admin-1', role: 'admin' }));
    expect(screen.getByTestId('admin-pointer')).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Open the criminal records' }).getAttribute('href'),
    ).toBe('/en/admin/criminal-records');
    expect(viewMock).not.toHaveBeenCalled();
  });

  it('invites the owner of the address to become a provider when they are not one', async () => {
    await renderAt(OWN, page, session({ id: TEST_UID, isProvider: false }));
    expect(screen.getByRole('link', { name: 'Devenir prestataire' })).toBeDefined();
  });

  it('asks for the issue date, and refuses an extract older than 3 months or in the future', async () => {
    await submit(null);
    expect(await record().findByText('Ce champ est obligatoire')).toBeDefined();
    await submit('2025-12-14');
    expect(
      await record().findByText(
        "L'extrait doit dater de moins de 3 mois (et pas d'une date future).",
      ),
    ).toBeDefined();
    await submit('2026-03-16');
    expect(
      await record().findByText(
        "L'extrait doit dater de moins de 3 mois (et pas d'une date future).",
      ),
    ).toBeDefined();
    expect(uploadMock).not.toHaveBeenCalled();
    // Exactly 3 calendar months ago is still in time.
    await submit('2025-12-15');
    await waitFor(() =>
      expect(uploadMock).toHaveBeenCalledWith(
        TEST_UID,
        'criminal_record',
        [expect.objectContaining({ name: 'extrait.pdf' })],
        { issuedOn: '2025-12-15' },
      ),
    );
    expect((await screen.findByTestId('verification-notice')).textContent).toContain(
      'Document envoyé',
    );
  });

  it("says it in English too, and translates the api's record_too_old", async () => {
    await renderAt(`/en${OWN}`, page);
    await submit('2025-11-30');
    expect(
      await record().findByText(
        'The extract must be less than 3 months old (and not dated in the future).',
      ),
    ).toBeDefined();
    // The api's clock may be a day ahead: its answer is translated the same way.
    uploadMock.mockRejectedValueOnce(
      new HttpError(400, JSON.stringify({ error: { code: 'record_too_old', message: 'old' } })),
    );
    await submit('2026-01-10');
    await waitFor(() =>
      expect(record().getByTestId('upload-error').textContent).toContain(
        'The extract must be less than 3 months old',
      ),
    );
  });

  it('shows the check date and the validity of an approved record, then the reminder', async () => {
    showing(
      viewDocument('criminal_record', {
        status: 'approved',
        issuedOn: '2026-01-20',
        decidedAt: '2026-02-01T09:00:00.000Z',
        validUntil: '2027-02-01',
      }),
    );
    const { unmount } = await renderAt(OWN, page);
    expect(record().getByTestId('status-chip').textContent).toBe('Approuvé');
    expect(record().getByText('Extrait délivré le 20 janvier 2026')).toBeDefined();
    expect(record().getByText('Vérifié le 1 février 2026')).toBeDefined();
    expect(record().getByText("Valable jusqu'au 1 février 2027")).toBeDefined();
    expect(record().queryByTestId('lapse-reminder')).toBeNull();
    // Approved: nothing to send until it lapses.
    expect(record().queryByRole('button', { name: /Envoyer|Remplacer/ })).toBeNull();
    unmount();
    showing(
      viewDocument('criminal_record', {
        status: 'approved',
        decidedAt: '2025-04-01T09:00:00.000Z',
        validUntil: '2026-04-01',
      }),
    );
    await renderAt(`/en${OWN}`, page);
    expect(record().getByTestId('lapse-reminder').textContent).toBe(
      'Your check expires on 1 April 2026. Request a new extract now: you can send it on that date.',
    );
  });

  it('says when the check lapsed, and takes a new extract', async () => {
    showing(
      viewDocument('criminal_record', {
        status: 'expired',
        decidedAt: '2025-03-01T09:00:00.000Z',
        validUntil: '2026-03-01',
      }),
    );
    await renderAt(OWN, page);
    expect(record().getByTestId('status-chip').textContent).toBe('Expiré');
    expect(record().getByTestId('lapsed').textContent).toContain(
      'Votre vérification a expiré le 1 mars 2026',
    );
    fireEvent.click(record().getByRole('button', { name: 'Remplacer' }));
    await submit('2026-03-10');
    await waitFor(() =>
      expect(uploadMock).toHaveBeenCalledWith(TEST_UID, 'criminal_record', expect.any(Array), {
        issuedOn: '2026-03-10',
      }),
    );
  });

  it('links back to the verification page', async () => {
    await renderAt(`/en${OWN}`, page);
    expect(screen.getByRole('link', { name: 'Back to verification' }).getAttribute('href')).toBe(
      '/en/provider-verification',
    );
  });
});
