import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { currentFirebaseUser } from '../../shared/auth/emailVerification';
import { i18n } from '../../shared/i18n';
import { createBooking, loadSlots, useProviderInfo, useServiceOptions } from './api';
import { loadStoredDraft, newDraft, saveStoredDraft, type BookingDraft } from './draft';
import SchedulingPage from './SchedulingPage';
import {
  currentPath,
  currentState,
  liveSuccess,
  renderPage,
  SERVICES,
  signedIn,
  signedOut,
  slotsOf,
} from './testing';
import { viewerTimeZone } from './time';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  createBooking: vi.fn(),
  loadSlots: vi.fn(),
  useProviderInfo: vi.fn(),
  useServiceOptions: vi.fn(),
}));
vi.mock('./time', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./time')>()),
  viewerTimeZone: vi.fn(),
}));
vi.mock('../../shared/auth/emailVerification', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/auth/emailVerification')>()),
  currentFirebaseUser: vi.fn(),
}));

const createMock = vi.mocked(createBooking);
const slotsMock = vi.mocked(loadSlots);
const NEW_ID = 'BOOKINGAAAAAAAAAAAA9';
const SCHEDULING = '/service-scheduling?provider=p1';

// The pages load their checks (zod) lazily; transforming them once here keeps the first test
// that needs them within the default wait on a busy machine.
beforeAll(async () => {
  await import('./validation');
});

beforeEach(() => {
  // Monday 16 March 2026, 08:00 in Douala.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-16T07:00:00Z'));
  createMock.mockReset().mockResolvedValue(NEW_ID);
  slotsMock.mockReset().mockImplementation(async ({ day }) => slotsOf(day, ['09:00', '10:30']));
  vi.mocked(useProviderInfo).mockReturnValue(
    liveSuccess([{ name: 'Plomberie Moussa', timeZone: 'Africa/Douala' }]),
  );
  vi.mocked(useServiceOptions).mockReturnValue(liveSuccess(SERVICES));
  vi.mocked(viewerTimeZone).mockReturnValue('Africa/Douala');
  vi.mocked(currentFirebaseUser).mockReset().mockResolvedValue(null);
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  await i18n.changeLanguage('fr');
});

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const clickWhenShown = async (name: string) =>
  fireEvent.click(await screen.findByRole('button', { name }));
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const chooseService = async (name: RegExp) =>
  fireEvent.click(await screen.findByRole('radio', { name }));
const chooseTime = async (time: string) =>
  fireEvent.click(await screen.findByRole('button', { name: time }));

/** A whole choice: an hour of leak repair on Tuesday 17 March at 09:00. */
function readyDraft(overrides: Partial<BookingDraft> = {}): BookingDraft {
  return {
    ...newDraft('p1', 's01'),
    durationMinutes: 60,
    day: '2026-03-17',
    time: '09:00',
    ...overrides,
  };
}

/** Fills in leak repair for 1 h 30 on Tuesday at 09:00, up to the review, in French. */
async function chooseInFrench() {
  await chooseService(/Réparation de fuite/);
  click('Allonger la durée de 15 minutes');
  click('Allonger la durée de 15 minutes');
  click('mardi 17 mars 2026');
  await chooseTime('09:00');
  click('Vérifier ma réservation');
  await waitFor(() => expect(heading()).toBe('Vérification'));
}

describe('SchedulingPage: without a provider', () => {
  it('explains how to choose one, with a link to the services', async () => {
    await renderPage(<SchedulingPage />, { path: '/service-scheduling' });
    expect(screen.getByText(/choisissez d'abord un prestataire/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Trouver un prestataire' }).getAttribute('href')).toBe(
      '/services',
    );
  });

  it('says when the provider does not exist', async () => {
    vi.mocked(useProviderInfo).mockReturnValue(liveSuccess([]));
    await renderPage(<SchedulingPage />, {
      path: '/service-scheduling?provider=nobody',
      language: 'en',
    });
    expect(await screen.findByText(/This provider could not be found/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Find a provider' }).getAttribute('href')).toBe(
      '/en/services',
    );
  });
});

describe('SchedulingPage: the choice', () => {
  it('offers the bookable services and sends the others to a quote request', async () => {
    await renderPage(<SchedulingPage />, { path: SCHEDULING });
    expect(vi.mocked(useServiceOptions)).toHaveBeenCalledWith('p1');
    expect(await screen.findByText(/Réservation chez Plomberie Moussa/)).toBeDefined();
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Réparation de fuite · 10 000 FCFA / heure',
      'Débouchage · 15 000 FCFA',
      'Installation complète · 300 000 FCFA',
    ]);
    expect(screen.getByText(/Sur devis : Rénovation de salle de bain/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')).toBe(
      '/smart-quotation?provider=p1',
    );
  });

  it('lists the free slots of the chosen day, for the chosen duration', async () => {
    await renderPage(<SchedulingPage />, { path: SCHEDULING });
    await chooseService(/Réparation de fuite/);
    await waitFor(() => expect(currentPath()).toBe('/service-scheduling?provider=p1&service=s01'));
    // 50 minutes of service, booked on the 15-minute grid: 1 h, then by steps of 15 minutes.
    expect(screen.getByTestId('duration-value').textContent).toBe('1 h');
    click('Allonger la durée de 15 minutes');
    expect(screen.getByTestId('duration-value').textContent).toBe('1 h 15');
    expect(screen.getByText('Choisissez un jour pour voir les créneaux libres.')).toBeDefined();
    // The provider's next 14 days, from their today.
    const days = within(screen.getByRole('group', { name: 'Jour' })).getAllByRole('button');
    expect(days).toHaveLength(14);
    expect(days[0]?.getAttribute('aria-label')).toBe('lundi 16 mars 2026');
    expect(days[13]?.getAttribute('aria-label')).toBe('dimanche 29 mars 2026');
    click('mardi 17 mars 2026');
    const slots = await screen.findByTestId('free-slots');
    expect(
      within(slots)
        .getAllByRole('button')
        .map((slot) => slot.textContent),
    ).toEqual(['09:00', '10:30']);
    expect(slotsMock).toHaveBeenLastCalledWith({
      providerId: 'p1',
      serviceId: 's01',
      day: '2026-03-17',
      durationMinutes: 75,
    });
    // The viewer is in Douala too: no zone to name.
    expect(screen.queryByTestId('zone-note')).toBeNull();
  });

  it('keeps the duration of a fixed-price service', async () => {
    await renderPage(<SchedulingPage />, { path: `${SCHEDULING}&service=s02` });
    expect(await screen.findByText('Durée : 2 h (fixée par le service)')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Allonger la durée/ })).toBeNull();
    click('mercredi 18 mars 2026');
    await screen.findByTestId('free-slots');
    expect(slotsMock).toHaveBeenLastCalledWith(expect.objectContaining({ durationMinutes: 120 }));
  });

  it('says when a day has no free slot', async () => {
    slotsMock.mockResolvedValue(slotsOf('2026-03-22', []));
    await renderPage(<SchedulingPage />, { path: `${SCHEDULING}&service=s01`, language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sunday, 22 March 2026' }));
    expect(await screen.findByText('No free slot that day: try another day.')).toBeDefined();
  });

  it("names the provider's zone when the viewer's clock differs", async () => {
    vi.mocked(viewerTimeZone).mockReturnValue('Africa/Nairobi');
    await renderPage(<SchedulingPage />, { path: `${SCHEDULING}&service=s01` });
    fireEvent.click(await screen.findByRole('button', { name: 'mardi 17 mars 2026' }));
    await screen.findByTestId('free-slots');
    expect(screen.getByTestId('zone-note').textContent).toBe(
      "Horaires à l'heure de Douala (UTC+1), le fuseau du prestataire.",
    );
    await chooseTime('09:00');
    click('Vérifier ma réservation');
    await waitFor(() => expect(heading()).toBe('Vérification'));
    expect(within(screen.getByTestId('booking-summary')).getByTestId('zone-note')).toBeDefined();
  });
});

describe('SchedulingPage: validation', () => {
  it('asks for each missing choice, in French', async () => {
    await renderPage(<SchedulingPage />, { path: SCHEDULING });
    await screen.findByRole('radio', { name: /Réparation de fuite/ });
    click('Vérifier ma réservation');
    expect(await screen.findByText('Ce champ est obligatoire')).toBeDefined();
    expect(screen.getByText('Corrigez les champs indiqués pour continuer.')).toBeDefined();
    await chooseService(/Réparation de fuite/);
    click('Vérifier ma réservation');
    // The day and the time are still missing.
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2));
    click('mardi 17 mars 2026');
    click('Vérifier ma réservation');
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(1));
    expect(heading()).toBe('Service, jour et heure');
  });

  it('shows the same messages in English, and refuses a duration off the grid', async () => {
    saveStoredDraft({ draft: readyDraft({ time: '', durationMinutes: 10_000 }), step: 'choose' });
    await renderPage(<SchedulingPage />, { path: SCHEDULING, language: 'en' });
    await clickWhenShown('Review my booking');
    expect(
      await screen.findByText(
        'Choose a duration from 15 minutes to 12 hours, in steps of 15 minutes',
      ),
    ).toBeDefined();
    expect(screen.getByText('This field is required')).toBeDefined();
    expect(createMock).not.toHaveBeenCalled();
  });
});

describe('SchedulingPage: the price', () => {
  it('shows the price, the platform fee and the total in FCFA', async () => {
    await renderPage(<SchedulingPage />, { path: SCHEDULING });
    await chooseInFrench();
    const summary = screen.getByTestId('booking-summary');
    expect(within(summary).getByText('Réparation de fuite')).toBeDefined();
    expect(within(summary).getByText('mardi 17 mars 2026')).toBeDefined();
    expect(within(summary).getByText('09:00 – 10:30')).toBeDefined();
    expect(within(summary).getByText('1 h 30')).toBeDefined();
    // 1.5 h × 10 000 FCFA, plus 2 % of platform fee.
    expect(within(summary).getByText('15 000 FCFA')).toBeDefined();
    expect(within(summary).getByText('300 FCFA')).toBeDefined();
    expect(screen.getByTestId('booking-total').textContent).toBe('Total : 15 300 FCFA');
  });

  it('caps the platform fee at 5 000 FCFA', async () => {
    saveStoredDraft({
      draft: readyDraft({ serviceId: 's03', durationMinutes: 480 }),
      step: 'review',
    });
    await renderPage(<SchedulingPage />, { path: SCHEDULING, language: 'en' });
    const summary = await screen.findByTestId('booking-summary');
    expect(within(summary).getByText('300 000 FCFA')).toBeDefined();
    expect(within(summary).getByText('5 000 FCFA')).toBeDefined();
    expect(screen.getByTestId('booking-total').textContent).toBe('Total: 305 000 FCFA');
  });
});

describe('SchedulingPage: confirming', () => {
  it('books once on a double click, then opens my bookings with a confirmation', async () => {
    await renderPage(<SchedulingPage />, { path: SCHEDULING });
    await chooseInFrench();
    const { requestId } = loadStoredDraft('p1')?.draft ?? readyDraft();
    const confirm = screen.getByRole('button', { name: 'Confirmer la réservation' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(currentPath()).toBe('/my-bookings'));
    expect(currentState()).toEqual({ booked: NEW_ID });
    expect(createMock).toHaveBeenCalledTimes(1);
    expect(createMock.mock.calls[0]?.[0]).toEqual({
      requestId,
      providerId: 'p1',
      serviceId: 's01',
      durationMinutes: 90,
      day: '2026-03-17',
      time: '09:00',
      notes: '',
    });
    expect(loadStoredDraft('p1')).toBeNull();
  });

  it('retries with the same request id, and a new choice gets a new one', async () => {
    createMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const draft = readyDraft();
    saveStoredDraft({ draft, step: 'review' });
    const view = await renderPage(<SchedulingPage />, { path: SCHEDULING });
    await clickWhenShown('Confirmer la réservation');
    expect(await screen.findByText(/Connexion impossible/)).toBeDefined();
    click('Confirmer la réservation');
    await waitFor(() => expect(currentPath()).toBe('/my-bookings'));
    expect(createMock.mock.calls.map(([input]) => input.requestId)).toEqual([
      draft.requestId,
      draft.requestId,
    ]);
    view.unmount();

    saveStoredDraft({ draft, step: 'review' });
    await renderPage(<SchedulingPage />, { path: SCHEDULING });
    await clickWhenShown('Modifier');
    await chooseTime('10:30');
    expect(loadStoredDraft('p1')?.draft.requestId).not.toBe(draft.requestId);
    expect(loadStoredDraft('p1')?.draft.requestId).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('says a taken slot was just taken and shows the fresh slots', async () => {
    slotsMock
      .mockResolvedValueOnce(slotsOf('2026-03-17', ['09:00', '10:30']))
      .mockResolvedValue(slotsOf('2026-03-17', ['10:30']));
    createMock.mockRejectedValueOnce(
      new HttpError(409, JSON.stringify({ error: { code: 'slot_taken', message: 'x' } })),
    );
    await renderPage(<SchedulingPage />, { path: SCHEDULING });
    await chooseInFrench();
    const first = loadStoredDraft('p1')?.draft.requestId;
    click('Confirmer la réservation');
    expect(
      await screen.findByText(
        "Ce créneau vient d'être pris. Choisissez un autre horaire parmi les créneaux libres.",
      ),
    ).toBeDefined();
    expect(heading()).toBe('Service, jour et heure');
    const slots = await screen.findByTestId('free-slots');
    expect(
      within(slots)
        .getAllByRole('button')
        .map((slot) => slot.textContent),
    ).toEqual(['10:30']);
    expect(slotsMock).toHaveBeenCalledTimes(2);
    expect(loadStoredDraft('p1')?.draft.time).toBe('');

    await chooseTime('10:30');
    click('Vérifier ma réservation');
    await waitFor(() => expect(heading()).toBe('Vérification'));
    click('Confirmer la réservation');
    await waitFor(() => expect(currentPath()).toBe('/my-bookings'));
    const second = createMock.mock.calls[1]?.[0];
    expect(second?.time).toBe('10:30');
    expect(second?.requestId).not.toBe(first);
  });

  it.each([
    ['outside_hours', 400, "Cet horaire est en dehors des heures d'ouverture du prestataire."],
    ['slot_in_past', 400, "Cet horaire est passé ou trop proche (60 minutes d'avance au moins)."],
    ['own_booking', 400, 'Vous ne pouvez pas réserver vos propres services.'],
    ['service_needs_quote', 400, 'Ce service est sur devis : faites une demande de devis.'],
    ['not_found', 404, 'Cette réservation, ce service ou ce prestataire est introuvable.'],
    ['invalid_request', 400, 'Certaines informations ne sont pas valides.'],
  ])('translates %s', async (code, status, text) => {
    createMock.mockRejectedValueOnce(
      new HttpError(status, JSON.stringify({ error: { code, message: 'x' } })),
    );
    saveStoredDraft({ draft: readyDraft(), step: 'review' });
    await renderPage(<SchedulingPage />, { path: SCHEDULING });
    await clickWhenShown('Confirmer la réservation');
    expect(await screen.findByText(new RegExp(text.replace(/[().]/g, '\\$&')))).toBeDefined();
  });

  it('points an unverified account to the email verification, in English', async () => {
    createMock.mockRejectedValueOnce(
      new HttpError(403, JSON.stringify({ error: { code: 'email_not_verified', message: 'x' } })),
    );
    saveStoredDraft({ draft: readyDraft(), step: 'review' });
    await renderPage(<SchedulingPage />, { path: SCHEDULING, language: 'en' });
    await clickWhenShown('Confirm the booking');
    expect(await screen.findByText(/Confirm your email address first/)).toBeDefined();
    expect(loadStoredDraft('p1')).not.toBeNull();
  });
});

describe('SchedulingPage: signed out', () => {
  it('sends a visitor to sign in and brings them back to the same choice', async () => {
    const view = await renderPage(<SchedulingPage />, { path: SCHEDULING, auth: signedOut });
    await chooseInFrench();
    expect(
      screen.getByText('Connectez-vous pour confirmer : votre choix est conservé.'),
    ).toBeDefined();
    click('Me connecter pour réserver');
    await waitFor(() =>
      expect(currentPath()).toBe(
        '/auth?next=%2Fservice-scheduling%3Fprovider%3Dp1%26service%3Ds01',
      ),
    );
    expect(createMock).not.toHaveBeenCalled();
    const stored = loadStoredDraft('p1');
    expect(stored?.step).toBe('review');
    view.unmount();

    await renderPage(<SchedulingPage />, { path: `${SCHEDULING}&service=s01`, auth: signedIn });
    expect(await screen.findByTestId('booking-summary')).toBeDefined();
    expect(screen.getByTestId('booking-total').textContent).toBe('Total : 15 300 FCFA');
    click('Confirmer la réservation');
    await waitFor(() => expect(currentPath()).toBe('/my-bookings'));
    expect(createMock.mock.calls[0]?.[0]).toMatchObject({
      requestId: stored?.draft.requestId,
      serviceId: 's01',
      durationMinutes: 90,
      day: '2026-03-17',
      time: '09:00',
    });
  });

  it('keeps English on the way to sign in', async () => {
    saveStoredDraft({ draft: readyDraft(), step: 'review' });
    await renderPage(<SchedulingPage />, {
      path: `${SCHEDULING}&service=s01`,
      language: 'en',
      auth: signedOut,
    });
    await clickWhenShown('Sign in to book');
    await waitFor(() =>
      expect(currentPath()).toBe(
        '/en/auth?next=%2Fen%2Fservice-scheduling%3Fprovider%3Dp1%26service%3Ds01',
      ),
    );
  });

  it('starts afresh when the address names another service than the stored one', async () => {
    const stored = readyDraft();
    saveStoredDraft({ draft: stored, step: 'review' });
    await renderPage(<SchedulingPage />, { path: `${SCHEDULING}&service=s02` });
    expect(await screen.findByText('Durée : 2 h (fixée par le service)')).toBeDefined();
    expect(heading()).toBe('Service, jour et heure');
    // The new draft is stored by an effect after the render that shows it.
    await waitFor(() => expect(loadStoredDraft('p1')?.draft.requestId).not.toBe(stored.requestId));
  });
});
