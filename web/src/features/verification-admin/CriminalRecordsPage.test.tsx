import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { decideDocument, fetchAudit, fetchQueue, fetchRequest } from './api';
import CriminalRecordsPage from './CriminalRecordsPage';
import { NOW, queueItem, renderPage, requestView, viewDocument } from './testing';

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
const decideMock = vi.mocked(decideDocument);

const record = viewDocument('criminal_record', { issuedOn: '2026-02-03' });
const identity = viewDocument('identity');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  queueMock.mockReset().mockResolvedValue({
    items: [queueItem('p1', { waitingKinds: ['identity', 'criminal_record'] })],
    next: null,
  });
  requestMock.mockReset().mockResolvedValue(requestView('p1', [identity, record]));
  vi.mocked(fetchAudit).mockReset().mockResolvedValue({ items: [], next: null });
  decideMock.mockReset().mockResolvedValue(requestView('p1', [identity, record]));
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('fr');
});

const card = () => within(screen.getByTestId('document-criminal_record'));

describe('CriminalRecordsPage', () => {
  it('asks for the criminal-record queue and shows only the extract, with its issue date and age', async () => {
    await renderPage(<CriminalRecordsPage />);
    fireEvent.click(await screen.findByText('Prestataire p1'));
    await screen.findByTestId('document-criminal_record');
    expect(queueMock).toHaveBeenCalledWith('criminal_record', null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Casiers judiciaires');
    expect(screen.queryByTestId('document-identity')).toBeNull();
    expect(card().getByText('Délivré le 3 février 2026 (il y a 45 jours)')).toBeDefined();
    expect(card().queryByText(/Délivré il y a plus de/)).toBeNull();
  });

  it('warns about an extract now older than 3 months, in English', async () => {
    requestMock.mockResolvedValue(
      requestView('p1', [viewDocument('criminal_record', { issuedOn: '2025-12-10' })]),
    );
    await renderPage(<CriminalRecordsPage />, 'en', '?uid=p1');
    await screen.findByTestId('document-criminal_record');
    expect(card().getByText('Issued on 10 December 2025 (100 days ago)')).toBeDefined();
    expect(card().getByText('Issued more than 3 months ago')).toBeDefined();
  });

  it('approves the extract, then shows how long the check is valid', async () => {
    const approved = viewDocument('criminal_record', {
      issuedOn: '2026-02-03',
      status: 'approved',
      decidedAt: '2026-03-20T12:00:00Z',
      validUntil: '2027-03-20',
    });
    await renderPage(<CriminalRecordsPage />, 'fr', '?uid=p1');
    await screen.findByTestId('document-criminal_record');
    expect(card().queryByText(/Valable jusqu’au/)).toBeNull();
    requestMock.mockResolvedValue(requestView('p1', [identity, approved]));
    fireEvent.click(card().getByRole('button', { name: 'Approuver' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Document approuvé.')).toBeDefined();
    expect(decideMock).toHaveBeenCalledWith('p1', 'criminal_record', { decision: 'approve' });
    await waitFor(() => expect(card().getByText('Valable jusqu’au 20 mars 2027')).toBeDefined());
    expect(card().getByText('Approuvé')).toBeDefined();
    expect(card().queryByRole('button', { name: 'Approuver' })).toBeNull();
    expect(queueMock).toHaveBeenLastCalledWith('criminal_record', null);
    expect(queueMock).toHaveBeenCalledTimes(2);
  });

  it('says when no extract waits', async () => {
    queueMock.mockResolvedValue({ items: [], next: null });
    await renderPage(<CriminalRecordsPage />, 'en');
    expect(await screen.findByText('No criminal record is waiting.')).toBeDefined();
  });
});
