import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { createFileLink, uploadDocument, useMyVerification } from './api';
import ProviderVerificationPage from './ProviderVerificationPage';
import {
  fakeFile,
  queryError,
  queryLoading,
  querySuccess,
  renderAt,
  session,
  TEST_UID,
  view,
  viewDocument,
} from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useMyVerification: vi.fn(),
  uploadDocument: vi.fn(),
  createFileLink: vi.fn(),
}));
const viewMock = vi.mocked(useMyVerification);
const uploadMock = vi.mocked(uploadDocument);
const linkMock = vi.mocked(createFileLink);

const MB = 1024 * 1024;
const apiError = (status: number, code: string) =>
  new HttpError(status, JSON.stringify({ error: { code, message: code } }));

beforeEach(() => {
  viewMock.mockReset().mockReturnValue(querySuccess(view([])));
  uploadMock.mockReset().mockResolvedValue(view([]));
  linkMock.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const page = <ProviderVerificationPage />;
const card = (kind: string) => screen.getByTestId(`document-${kind}`);
const choose = (kind: string, files: File[]) =>
  fireEvent.change(screen.getByTestId(`file-input-${kind}`), { target: { files } });

describe('ProviderVerificationPage', () => {
  it('invites a signed-in user who is not a provider to become one', async () => {
    await renderAt('/provider-verification', page, session({ id: 'u1', isProvider: false }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Vérification des prestataires',
    );
    expect(screen.getByRole('link', { name: 'Devenir prestataire' }).getAttribute('href')).toBe(
      '/become-provider',
    );
    expect(viewMock).not.toHaveBeenCalled();
  });

  it('waits, then says when the documents cannot be read', async () => {
    viewMock.mockReturnValue(queryLoading);
    const { unmount } = await renderAt('/provider-verification', page);
    expect(screen.getByRole('progressbar')).toBeDefined();
    unmount();
    viewMock.mockReturnValue(queryError);
    await renderAt('/provider-verification', page);
    expect(screen.getByText('Impossible de charger vos documents pour le moment.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeDefined();
  });

  it('shows an unverified provider what the badge needs, one card per document', async () => {
    await renderAt('/provider-verification', page);
    expect(viewMock).toHaveBeenCalledWith(TEST_UID);
    expect(screen.getByTestId('level-chip').textContent).toBe('Non vérifié');
    expect(
      within(screen.getByTestId('missing'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "une pièce d'identité (recto et verso)",
      'une licence professionnelle, ou un diplôme ou une certification',
    ]);
    for (const kind of ['identity', 'licence', 'diploma']) {
      expect(within(card(kind)).getByTestId('status-chip').textContent).toBe('Non envoyé');
      expect(within(card(kind)).getByRole('button', { name: 'Envoyer' })).toBeDefined();
    }
    expect(within(card('identity')).getByText(/Recto et verso/)).toBeDefined();
    expect(within(card('identity')).getByLabelText(/Date d'expiration/)).toBeDefined();
    expect(within(card('licence')).queryByLabelText(/Date/)).toBeNull();
    const link = within(screen.getByTestId('criminal-record-link'));
    expect(link.getByRole('link').getAttribute('href')).toBe(
      '/providers/seed-provider-01/criminal-record',
    );
  });

  it('shows the verified level with its date, in both languages, and each status', async () => {
    viewMock.mockReturnValue(
      querySuccess(
        view(
          [
            viewDocument('identity', {
              status: 'approved',
              decidedAt: '2026-03-03T09:00:00.000Z',
              validUntil: '2030-01-31',
            }),
            viewDocument('licence', { status: 'approved', decidedAt: '2026-03-03T09:00:00.000Z' }),
            viewDocument('diploma', { status: 'in_progress' }),
            viewDocument('criminal_record', { status: 'pending', issuedOn: '2026-02-20' }),
          ],
          { level: 'verified', missing: [], verifiedAt: '2026-03-03T09:00:00.000Z' },
        ),
      ),
    );
    const { unmount } = await renderAt('/provider-verification', page);
    expect(screen.getByTestId('level-chip').textContent).toBe('Vérifié le 3 mars 2026');
    expect(screen.queryByTestId('missing')).toBeNull();
    expect(within(card('identity')).getByTestId('status-chip').textContent).toBe('Approuvé');
    expect(within(card('identity')).getByText("Valable jusqu'au 31 janvier 2030")).toBeDefined();
    expect(within(card('diploma')).getByTestId('status-chip').textContent).toBe(
      "En cours d'examen",
    );
    expect(
      within(card('diploma')).getByText("Un membre de l'équipe examine ce document."),
    ).toBeDefined();
    // Approved and under review: nothing to send or replace.
    for (const kind of ['identity', 'licence', 'diploma']) {
      expect(within(card(kind)).queryByRole('button', { name: /Envoyer|Remplacer/ })).toBeNull();
    }
    expect(
      within(screen.getByTestId('criminal-record-link')).getByTestId('status-chip').textContent,
    ).toBe('En attente');
    unmount();
    await renderAt('/en/provider-verification', page);
    expect(screen.getByTestId('level-chip').textContent).toBe('Verified on 3 March 2026');
    expect(within(card('licence')).getByText('Approved on 3 March 2026')).toBeDefined();
    expect(within(card('licence')).getByText('licence.pdf')).toBeDefined();
    expect(within(card('licence')).getByText('2.5 MB')).toBeDefined();
  });

  it('checks the files before sending, with the spec messages in French', async () => {
    await renderAt('/provider-verification', page);
    choose('licence', [fakeFile('scan.pdf', 'application/pdf', 30 * MB)]);
    expect(within(card('licence')).getByTestId('upload-error').textContent).toContain(
      'Fichier trop volumineux',
    );
    choose('licence', [fakeFile('virus.exe', 'application/x-msdownload')]);
    expect(within(card('licence')).getByTestId('upload-error').textContent).toContain(
      'Type de fichier invalide',
    );
    choose(
      'licence',
      ['a', 'b', 'c', 'd'].map((name) => fakeFile(`${name}.png`, 'image/png')),
    );
    expect(within(card('licence')).getByTestId('upload-error').textContent).toContain(
      'Nombre maximum de fichiers dépassé',
    );
    fireEvent.click(within(card('licence')).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(within(card('licence')).getByTestId('upload-error')).toBeDefined());
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('checks the files before sending, with the spec messages in English', async () => {
    await renderAt('/en/provider-verification', page);
    choose('diploma', [fakeFile('scan.jpg', 'image/jpeg', 11 * MB)]);
    expect(within(card('diploma')).getByTestId('upload-error').textContent).toContain(
      'File too large',
    );
    expect(within(card('diploma')).getByTestId('upload-error').textContent).toContain(
      'scan.jpg is over 10 MB.',
    );
    choose('diploma', [fakeFile('notes.txt', 'text/plain')]);
    expect(within(card('diploma')).getByTestId('upload-error').textContent).toContain(
      'Invalid file type',
    );
    choose(
      'diploma',
      ['a', 'b', 'c', 'd'].map((name) => fakeFile(`${name}.pdf`, 'application/pdf')),
    );
    expect(within(card('diploma')).getByTestId('upload-error').textContent).toContain(
      'Maximum number of files exceeded',
    );
    fireEvent.click(within(card('diploma')).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(card('diploma')).getByTestId('upload-error').textContent).toContain(
        'Maximum number of files exceeded',
      ),
    );
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it("translates the api's error codes after sending", async () => {
    await renderAt('/provider-verification', page);
    const send = async (error: unknown, text: string) => {
      uploadMock.mockRejectedValueOnce(error);
      choose('licence', [fakeFile('licence.pdf', 'application/pdf')]);
      fireEvent.click(within(card('licence')).getByRole('button', { name: 'Envoyer' }));
      await waitFor(() =>
        expect(within(card('licence')).getByTestId('upload-error').textContent).toContain(text),
      );
    };
    // An executable renamed .pdf passes the browser's word, not the api's sniffing.
    await send(apiError(400, 'invalid_file_type'), 'Type de fichier invalide');
    await send(apiError(413, 'file_too_large'), 'Fichier trop volumineux');
    await send(
      new HttpError(413, '<html>Request Entity Too Large</html>'),
      'Fichier trop volumineux',
    );
    await send(apiError(400, 'too_many_files'), 'Nombre maximum de fichiers dépassé');
    await send(apiError(409, 'invalid_transition'), 'il ne peut pas être remplacé');
    await send(new TypeError('Failed to fetch'), 'Connexion impossible');
    await send(apiError(500, 'internal'), 'Une erreur est survenue.');
    expect(uploadMock).toHaveBeenLastCalledWith(
      TEST_UID,
      'licence',
      [expect.objectContaining({ name: 'licence.pdf' })],
      {},
    );
  });

  it('replaces a rejected document, showing its reason and the progress', async () => {
    viewMock.mockReturnValue(
      querySuccess(
        view([
          viewDocument('licence', {
            status: 'rejected',
            reason: 'unreadable',
            reasonText: 'La photo est floue',
            decidedAt: '2026-03-02T09:00:00.000Z',
          }),
        ]),
      ),
    );
    let finish: (value: ReturnType<typeof view>) => void = () => {};
    uploadMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await renderAt('/provider-verification', page);
    const licence = within(card('licence'));
    expect(licence.getByTestId('status-chip').textContent).toBe('Refusé');
    expect(licence.getByTestId('rejection-reason').textContent).toBe(
      'Motif du refus : Document illisible : La photo est floue',
    );
    expect(licence.queryByTestId('file-input-licence')).toBeNull();
    fireEvent.click(licence.getByRole('button', { name: 'Remplacer' }));
    choose('licence', [fakeFile('licence-nette.jpg', 'image/jpeg', 3 * MB)]);
    expect(licence.getByText('licence-nette.jpg')).toBeDefined();
    fireEvent.click(licence.getByRole('button', { name: 'Remplacer' }));
    expect(await licence.findByText('Envoi en cours…')).toBeDefined();
    expect(
      licence.getByRole('progressbar', { name: 'Envoi de Licence professionnelle' }),
    ).toBeDefined();
    expect(licence.getByRole('button', { name: 'Remplacer' })).toHaveProperty('disabled', true);
    expect(uploadMock).toHaveBeenCalledWith(
      TEST_UID,
      'licence',
      [expect.objectContaining({ name: 'licence-nette.jpg' })],
      {},
    );
    await act(async () => finish(view([viewDocument('licence')])));
    expect((await screen.findByTestId('verification-notice')).textContent).toContain(
      'Document envoyé',
    );
    expect(licence.queryByText('Envoi en cours…')).toBeNull();
  });

  it('cancels a replacement, and shows the free text of an "other" rejection', async () => {
    viewMock.mockReturnValue(
      querySuccess(
        view([
          viewDocument('diploma', {
            status: 'rejected',
            reason: 'other',
            reasonText: 'Merci d’envoyer la version traduite',
          }),
        ]),
      ),
    );
    await renderAt('/en/provider-verification', page);
    const diploma = within(card('diploma'));
    expect(diploma.getByTestId('rejection-reason').textContent).toBe(
      'Reason for rejection: Merci d’envoyer la version traduite',
    );
    fireEvent.click(diploma.getByRole('button', { name: 'Replace' }));
    fireEvent.click(diploma.getByRole('button', { name: 'Cancel' }));
    expect(diploma.queryByTestId('file-input-diploma')).toBeNull();
  });

  it("sends the identity's optional expiry, refusing a past one", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
    try {
      await renderAt('/provider-verification', page);
      const identity = within(card('identity'));
      choose('identity', [
        fakeFile('recto.jpg', 'image/jpeg'),
        fakeFile('verso.jpg', 'image/jpeg'),
      ]);
      fireEvent.change(identity.getByLabelText(/Date d'expiration/), {
        target: { value: '2026-01-01' },
      });
      fireEvent.click(identity.getByRole('button', { name: 'Envoyer' }));
      expect(await identity.findByText('Cette date est déjà passée')).toBeDefined();
      expect(uploadMock).not.toHaveBeenCalled();
      fireEvent.change(identity.getByLabelText(/Date d'expiration/), {
        target: { value: '2031-06-30' },
      });
      fireEvent.click(identity.getByRole('button', { name: 'Envoyer' }));
      await waitFor(() =>
        expect(uploadMock).toHaveBeenCalledWith(
          TEST_UID,
          'identity',
          [
            expect.objectContaining({ name: 'recto.jpg' }),
            expect.objectContaining({ name: 'verso.jpg' }),
          ],
          { validUntil: '2031-06-30' },
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens a file through a short-lived link, and explains an expired one', async () => {
    viewMock.mockReturnValue(querySuccess(view([viewDocument('licence')])));
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    linkMock.mockResolvedValueOnce({
      url: '/api/verification/download?token=abc',
      expiresAt: '2026-03-15T10:05:00.000Z',
    });
    await renderAt('/provider-verification', page);
    fireEvent.click(screen.getByRole('button', { name: 'Voir licence.pdf' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/verification/download?token=abc'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(linkMock).toHaveBeenCalledWith(TEST_UID, 'licence', 'licence-f1');

    linkMock.mockRejectedValueOnce(apiError(410, 'link_expired'));
    fireEvent.click(screen.getByRole('button', { name: 'Voir licence.pdf' }));
    expect((await screen.findByTestId('verification-notice')).textContent).toContain(
      'Le lien du fichier a expiré',
    );
    expect(tab.close).toHaveBeenCalled();
  });
});
