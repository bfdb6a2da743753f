import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@marketplace/domain';
import type { QueryResult } from '../../shared/api/http';
import { i18n } from '../../shared/i18n';
import { renderInApp } from '../../shared/testing/renderInApp';
import { useQueueCounts, type QueueCounts } from './api';
import AdminDashboardPage from './AdminDashboardPage';
import { ADMIN_AREAS } from './areas';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useQueueCounts: vi.fn(),
}));
const countsMock = vi.mocked(useQueueCounts);

const answer = (data: QueueCounts | undefined): QueryResult<QueueCounts> =>
  ({
    status: data ? 'success' : 'loading',
    data,
    error: undefined,
    updatedAt: data ? 1 : 0,
    refetch: vi.fn(),
  }) as QueryResult<QueueCounts>;

beforeEach(() => {
  countsMock
    .mockReset()
    .mockReturnValue(answer({ verification: 3, criminalRecords: 0, reportedBookings: 50 }));
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const renderPage = (language?: Language) =>
  renderInApp(<AdminDashboardPage />, { path: '/admin', language });

const allAreas = ADMIN_AREAS.flatMap((group) => group.areas);

describe('AdminDashboardPage', () => {
  it('links to every admin area', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Administration');
    const expected = [
      'users',
      'verification',
      'criminalRecords',
      'content',
      'categories',
      'reviews',
      'quotes',
      'bookings',
      'payments',
      'analytics',
      'system',
      'outbox',
      'selfTest',
      'aiDemo',
    ];
    expect(allAreas.map((area) => area.id)).toEqual(expected);
    for (const area of allAreas) {
      const card = within(screen.getByTestId(`admin-area-${area.id}`));
      expect(card.getByRole('link', { name: 'Ouvrir' }).getAttribute('href')).toBe(area.path);
    }
  });

  it('shows the queues waiting for an admin, "50+" at the cap', async () => {
    await renderPage();
    expect(screen.getByTestId('admin-count-verification').textContent).toBe('3 en attente');
    expect(screen.getByTestId('admin-count-criminalRecords').textContent).toBe('0 en attente');
    expect(screen.getByTestId('admin-count-bookings').textContent).toBe('50+ en attente');
    expect(screen.queryByTestId('admin-count-users')).toBeNull();
  });

  it('shows the areas without counts until they arrive, and in English under /en', async () => {
    countsMock.mockReturnValue(answer(undefined));
    await renderPage('en');
    expect(screen.getByRole('heading', { name: 'Users and verification' })).toBeDefined();
    expect(screen.queryByTestId('admin-count-verification')).toBeNull();
    const users = within(screen.getByTestId('admin-area-users'));
    expect(users.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/en/admin/users');
    expect(users.getByText(/grant or revoke the admin and team roles/)).toBeDefined();
  });
});
