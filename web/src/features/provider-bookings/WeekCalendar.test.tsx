import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { viewerTimeZone } from './viewerClock';
import { useWeekBookings } from './api';
import { booking, liveError, liveSuccess, renderPage, TEST_UID } from './testing';
import { WeekCalendar } from './WeekCalendar';

vi.mock('./viewerClock', () => ({ viewerTimeZone: vi.fn() }));
vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useWeekBookings: vi.fn(),
}));
const weekMock = vi.mocked(useWeekBookings);

beforeEach(() => {
  // Sunday 15 March 2026, 22:30 UTC: already Monday 16 in Nairobi (UTC+3), still Sunday in
  // Douala (UTC+1).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T22:30:00Z'));
  weekMock.mockReset().mockReturnValue(liveSuccess([]));
  vi.mocked(viewerTimeZone).mockReturnValue('Africa/Abidjan');
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('fr');
});

const path = '/provider-bookings?tab=calendar';
const days = () => screen.getAllByTestId('calendar-day');
const day = (index: number) => {
  const found = days()[index];
  if (!found) throw new Error(`No day ${index}`);
  return found;
};
const lastMonday = () => weekMock.mock.lastCall?.[1];

describe('WeekCalendar', () => {
  it('starts on the Monday of the provider’s own week, days Monday first', async () => {
    await renderPage(<WeekCalendar uid={TEST_UID} timeZone="Africa/Nairobi" />, { path });
    expect(weekMock).toHaveBeenLastCalledWith(TEST_UID, '2026-03-16', 'Africa/Nairobi');
    expect(screen.getByRole('heading', { name: 'Semaine du lundi 16 mars 2026' })).toBeDefined();
    expect(days().map((day) => day.getAttribute('aria-label'))).toEqual([
      'lundi 16 mars 2026',
      'mardi 17 mars 2026',
      'mercredi 18 mars 2026',
      'jeudi 19 mars 2026',
      'vendredi 20 mars 2026',
      'samedi 21 mars 2026',
      'dimanche 22 mars 2026',
    ]);
    expect(within(day(0)).getByText(/aujourd’hui/)).toBeDefined();
    expect(screen.getByText('Heures de Nairobi (UTC+3)')).toBeDefined();
  });

  it('takes the week of the provider’s zone, not the viewer’s', async () => {
    await renderPage(<WeekCalendar uid={TEST_UID} timeZone="Africa/Douala" />, { path });
    expect(weekMock).toHaveBeenLastCalledWith(TEST_UID, '2026-03-09', 'Africa/Douala');
    expect(within(day(6)).getByText(/aujourd’hui/)).toBeDefined();
  });

  it('moves a week back and forth, and back to this week', async () => {
    await renderPage(<WeekCalendar uid={TEST_UID} timeZone="Africa/Nairobi" />, {
      path,
      language: 'en',
    });
    expect(screen.queryByRole('button', { name: 'This week' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(lastMonday()).toBe('2026-03-23');
    expect(screen.getByRole('heading', { name: 'Week of Monday, 23 March 2026' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(lastMonday()).toBe('2026-03-09');
    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(lastMonday()).toBe('2026-03-16');
  });

  it('puts each booking under its day, with its times on the provider’s clock', async () => {
    weekMock.mockReturnValue(
      liveSuccess([
        booking({
          id: 'b1',
          status: 'confirmed',
          day: '2026-03-18',
          time: '08:00',
          timeZone: 'Africa/Nairobi',
          startAt: new Date('2026-03-18T05:00:00Z'),
          endAt: new Date('2026-03-18T06:30:00Z'),
        }),
      ]),
    );
    await renderPage(<WeekCalendar uid={TEST_UID} timeZone="Africa/Nairobi" />, { path });
    const wednesday = within(day(2));
    expect(wednesday.getByText('08:00–09:30')).toBeDefined();
    expect(wednesday.getByText('Aminata')).toBeDefined();
    expect(wednesday.getByText('Réparation de fuite')).toBeDefined();
    expect(within(day(0)).getByText('Aucune réservation')).toBeDefined();
  });

  it('does not name the zone when the viewer is on the provider’s clock', async () => {
    vi.mocked(viewerTimeZone).mockReturnValue('Africa/Dar_es_Salaam');
    await renderPage(<WeekCalendar uid={TEST_UID} timeZone="Africa/Nairobi" />, { path });
    expect(screen.queryByText(/Heures de Nairobi/)).toBeNull();
  });

  it('says when the week cannot be loaded', async () => {
    weekMock.mockReturnValue(liveError);
    await renderPage(<WeekCalendar uid={TEST_UID} timeZone="Africa/Nairobi" />, { path });
    expect(screen.getByText(/Le calendrier n’a pas pu être chargé/)).toBeDefined();
  });
});
