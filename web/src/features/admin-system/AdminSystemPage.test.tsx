import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language, SystemView } from '@marketplace/domain';
import { HttpError, type QueryResult } from '../../shared/api/http';
import { i18n } from '../../shared/i18n';
import { renderInApp } from '../../shared/testing/renderInApp';
import { useSystemView } from './api';
import AdminSystemPage from './AdminSystemPage';

vi.mock('./api', () => ({ useSystemView: vi.fn() }));
const systemMock = vi.mocked(useSystemView);

const VIEW: SystemView = {
  services: [
    { name: 'auth', ok: true, latencyMs: 12, detail: null },
    { name: 'firestore', ok: true, latencyMs: 8, detail: null },
    { name: 'functions', ok: true, latencyMs: 40, detail: 'emulator' },
    { name: 'storage', ok: false, latencyMs: 5000, detail: 'no answer within 5000 ms' },
  ],
  versions: { app: '0.1.0', rules: '3fa2b9c01d4e' },
  outbox: { mail: 7, sms: 2 },
  pendingJobs: 1,
  recentErrors: [
    { at: '2026-03-15T09:30:00.000Z', source: 'GET /api/bookings', message: 'Error: boom' },
  ],
};

const result = (changes: Partial<QueryResult<SystemView>>): QueryResult<SystemView> => ({
  status: 'success',
  data: VIEW,
  error: undefined,
  updatedAt: Date.parse('2026-03-15T09:31:00Z'),
  refetch: vi.fn(() => Promise.resolve(VIEW)),
  ...changes,
});

beforeEach(() => {
  systemMock.mockReset().mockReturnValue(result({}));
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const renderPage = (language?: Language) =>
  renderInApp(<AdminSystemPage />, { path: '/admin/system', language });

describe('AdminSystemPage', () => {
  it('shows each service with its state, latency and detail', async () => {
    await renderPage();
    const auth = within(screen.getByTestId('service-auth'));
    expect(auth.getByText('Authentification')).toBeDefined();
    expect(auth.getByText('Opérationnel')).toBeDefined();
    expect(auth.getByText('12 ms')).toBeDefined();
    const storage = within(screen.getByTestId('service-storage'));
    expect(storage.getByText('En panne')).toBeDefined();
    expect(storage.getByText('no answer within 5000 ms')).toBeDefined();
  });

  it('shows the versions, the queues and the recent errors', async () => {
    await renderPage('en');
    const versions = within(screen.getByTestId('system-versions'));
    expect(versions.getByText('0.1.0')).toBeDefined();
    expect(versions.getByText('3fa2b9c01d4e')).toBeDefined();
    const queues = within(screen.getByTestId('system-queues'));
    expect(queues.getByText('Emails not sent').nextSibling?.textContent).toBe('7');
    expect(queues.getByText('Text messages not sent').nextSibling?.textContent).toBe('2');
    expect(queues.getByText('Overdue jobs').nextSibling?.textContent).toBe('1');
    const errors = within(screen.getByTestId('system-errors'));
    expect(errors.getByText('Error: boom')).toBeDefined();
    expect(errors.getByText(/GET \/api\/bookings/)).toBeDefined();
  });

  it('measures again on refresh', async () => {
    const refetch = vi.fn(() => Promise.resolve(VIEW));
    systemMock.mockReturnValue(result({ refetch }));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says what could not be measured, and when nothing could', async () => {
    systemMock.mockReturnValue(
      result({ data: { ...VIEW, recentErrors: [], unavailable: ['outbox'] } }),
    );
    const { unmount } = await renderPage();
    expect(screen.getByTestId('system-unavailable').textContent).toContain("boîte d'envoi");
    expect(screen.getByText('Aucune erreur serveur récente.')).toBeDefined();
    unmount();
    systemMock.mockReturnValue(
      result({ status: 'error', data: undefined, error: new HttpError(500, '') }),
    );
    await renderPage();
    expect(screen.getByRole('alert').textContent).toBe("L'état du système n'a pas pu être chargé.");
  });
});
