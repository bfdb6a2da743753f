import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { i18n } from '../../shared/i18n';
import { resolveBooking, useReportedBookings } from './api';
import ReportedBookingsPage from './ReportedBookingsPage';
import { liveError, liveSuccess, renderPage, reportedBooking } from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useReportedBookings: vi.fn(),
  resolveBooking: vi.fn(),
}));
const listMock = vi.mocked(useReportedBookings);
const resolveMock = vi.mocked(resolveBooking);

beforeEach(() => {
  listMock.mockReset().mockReturnValue(liveSuccess([reportedBooking('b1')]));
  resolveMock.mockReset().mockResolvedValue(undefined);
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const card = () => within(screen.getByTestId('reported'));
const dialog = () => within(screen.getByRole('dialog'));

describe('ReportedBookingsPage', () => {
  it('shows both parties, the slot on the provider’s clock, the problem and its photos', async () => {
    await renderPage(<ReportedBookingsPage />);
    expect(listMock).toHaveBeenLastCalledWith(null);
    expect(card().getByRole('heading', { name: 'Réparation de fuite' })).toBeDefined();
    expect(card().getByText('Aminata')).toBeDefined();
    expect(card().getByRole('link', { name: 'Plomberie Kamga' }).getAttribute('href')).toBe(
      '/providers/seed-provider-01',
    );
    expect(
      card().getByText('lundi 16 mars 2026, 09:00–11:00, heure de Douala (UTC+1)'),
    ).toBeDefined();
    expect(card().getByText(/^le client, le 16 mars 2026/)).toBeDefined();
    expect(card().getByText('Le prestataire n’est jamais venu.')).toBeDefined();
    const photo = card().getByRole('link', { name: 'Photo 1' });
    expect(photo.getAttribute('href')).toBe('/api/bookings/b1/photos/AbCdEfGhIjKlMnOpQrSt');
    expect(photo.getAttribute('target')).toBe('_blank');
  });

  it('says when nothing waits, and when the list cannot be read', async () => {
    listMock.mockReturnValue(liveSuccess([]));
    const { unmount } = await renderPage(<ReportedBookingsPage />, 'en');
    expect(screen.getByText('No reported booking waiting.')).toBeDefined();
    unmount();
    listMock.mockReturnValue(liveError);
    await renderPage(<ReportedBookingsPage />);
    expect(screen.getByText(/n’ont pas pu être chargées/)).toBeDefined();
  });

  it('completes a booking only with a note', async () => {
    await renderPage(<ReportedBookingsPage />);
    fireEvent.click(card().getByRole('button', { name: 'Terminer' }));
    expect(
      dialog().getByText(
        /Client : Aminata ; prestataire : Plomberie Kamga\. La réservation sera marquée terminée/,
      ),
    ).toBeDefined();
    fireEvent.click(dialog().getByRole('button', { name: 'Terminer' }));
    await waitFor(() => expect(dialog().getByText('Ce champ est obligatoire')).toBeDefined());
    expect(resolveMock).not.toHaveBeenCalled();
    fireEvent.change(dialog().getByLabelText(/Note de décision/), {
      target: { value: ' Travail constaté sur photos. ' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Terminer' }));
    await waitFor(() => expect(screen.getByText('Réservation terminée.')).toBeDefined());
    expect(resolveMock).toHaveBeenCalledWith('b1', 'complete', 'Travail constaté sur photos.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels a booking with a note, and explains a refusal', async () => {
    resolveMock.mockRejectedValueOnce(
      new HttpError(409, JSON.stringify({ error: { code: 'invalid_transition', message: 'x' } })),
    );
    await renderPage(<ReportedBookingsPage />, 'en');
    fireEvent.click(card().getByRole('button', { name: 'Cancel' }));
    fireEvent.change(dialog().getByLabelText(/Decision note/), {
      target: { value: 'No-show confirmed' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(dialog().getByText(/it no longer waits for a decision/)).toBeDefined(),
    );
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Booking cancelled.')).toBeDefined());
    expect(resolveMock).toHaveBeenLastCalledWith('b1', 'cancel', 'No-show confirmed');
  });

  it('pages by 20 after the last booking shown', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => reportedBooking(`b${index}`));
    listMock.mockReturnValue(liveSuccess(rows));
    await renderPage(<ReportedBookingsPage />);
    expect(screen.getByRole('button', { name: 'Page précédente' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(listMock).toHaveBeenLastCalledWith(rows[19]?.cursor);
    expect(screen.getByText('Page 2')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(listMock).toHaveBeenLastCalledWith(null);
  });
});
