import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { startConversation } from '../../shared/conversations/startConversation';
import { i18n } from '../../shared/i18n';
import {
  cancelBooking,
  loadBookingsPage,
  loadReview,
  loadSlots,
  reportProblem,
  rescheduleBooking,
  saveReview,
  type BookingsCursor,
} from './api';
import type { Booking, BookingReview } from './converters';
import MyBookingsPage from './MyBookingsPage';
import { bookingOf, currentPath, renderPage, slotsOf, TEST_UID } from './testing';
import { viewerTimeZone } from './time';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  loadBookingsPage: vi.fn(),
  loadReview: vi.fn(),
  loadSlots: vi.fn(),
  cancelBooking: vi.fn(),
  rescheduleBooking: vi.fn(),
  reportProblem: vi.fn(),
  saveReview: vi.fn(),
}));
vi.mock('../../shared/conversations/startConversation', () => ({ startConversation: vi.fn() }));
vi.mock('./time', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./time')>()),
  viewerTimeZone: vi.fn(),
}));

const pageMock = vi.mocked(loadBookingsPage);
const cursor = (id: string) => ({ id }) as unknown as BookingsCursor;
const NOW = new Date('2026-03-16T07:00:00Z');

// The pages load their checks (zod) lazily; transforming them once here keeps the first test
// that needs them within the default wait on a busy machine.
beforeAll(async () => {
  await import('./validation');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  pageMock.mockReset().mockResolvedValue({ bookings: [], next: null });
  vi.mocked(loadReview).mockReset().mockResolvedValue(null);
  vi.mocked(loadSlots)
    .mockReset()
    .mockImplementation(async ({ day }) => slotsOf(day, ['09:00', '14:00']));
  for (const mock of [cancelBooking, rescheduleBooking, reportProblem, saveReview]) {
    vi.mocked(mock).mockReset().mockResolvedValue(undefined);
  }
  vi.mocked(viewerTimeZone).mockReturnValue('Africa/Douala');
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('fr');
});

const cards = () => screen.getAllByTestId('booking-card');
/** The card's actions, but "contact the provider", which every card offers. */
const buttonsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .filter((button) => button.dataset.testid !== 'contact-button')
    .map((button) => button.textContent);
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const dialog = () => screen.getByRole('dialog');
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/** Shows one booking in the upcoming tab (or past, by its status), and opens its action. */
async function openAction(booking: ReturnType<typeof bookingOf>, action: string) {
  pageMock.mockResolvedValue({ bookings: [booking], next: null });
  const past = booking.status === 'completed' || booking.status === 'cancelled';
  await renderPage(<MyBookingsPage />, { path: past ? '/my-bookings?tab=past' : '/my-bookings' });
  await screen.findByTestId('booking-card');
  click(action);
  return screen.findByRole('dialog');
}

describe('MyBookingsPage: the list', () => {
  it('shows each booking with its service, provider, time, duration, price and state', async () => {
    pageMock.mockResolvedValue({
      bookings: [
        bookingOf(),
        bookingOf({
          id: 'b2',
          status: 'confirmed',
          problem: { by: 'customer', reason: 'Fuite toujours là', photoIds: [], at: null },
        }),
      ],
      next: null,
    });
    await renderPage(<MyBookingsPage />, { path: '/mes-reservations' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mes réservations');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(pageMock).toHaveBeenCalledWith(TEST_UID, 'upcoming', null);
    const [first, second] = cards() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading').textContent).toBe('Réparation de fuite');
    expect(within(first).getByRole('link', { name: 'Plomberie Moussa' }).getAttribute('href')).toBe(
      '/providers/p1',
    );
    expect(within(first).getByText('mardi 17 mars 2026 · 09:00 – 10:30')).toBeDefined();
    expect(within(first).getByText('1 h 30 · 15 300 FCFA')).toBeDefined();
    expect(within(first).getByText('En attente de confirmation')).toBeDefined();
    expect(within(first).queryByTestId('zone-note')).toBeNull();
    expect(within(second).getByText('Confirmée')).toBeDefined();
    expect(within(second).getByText('Problème signalé')).toBeDefined();
    expect(within(second).getByText('Problème signalé : Fuite toujours là')).toBeDefined();
  });

  it("names the provider's zone for a viewer elsewhere", async () => {
    vi.mocked(viewerTimeZone).mockReturnValue('Africa/Johannesburg');
    pageMock.mockResolvedValue({ bookings: [bookingOf()], next: null });
    await renderPage(<MyBookingsPage />, { path: '/my-bookings', language: 'en' });
    expect((await screen.findByTestId('zone-note')).textContent).toBe(
      "Times in Douala time (UTC+1), the provider's time zone.",
    );
    expect(screen.getByText('Tuesday, 17 March 2026 · 09:00 – 10:30')).toBeDefined();
  });

  it('pages by 20 with "show more", and reads the past tab on its own', async () => {
    pageMock.mockImplementation(async (_uid, tab, after) => {
      if (tab === 'past') {
        return { bookings: [bookingOf({ id: 'old', status: 'completed' })], next: null };
      }
      return after === null
        ? { bookings: [bookingOf({ id: 'soon' })], next: cursor('soon') }
        : { bookings: [bookingOf({ id: 'later', day: '2026-03-20' })], next: null };
    });
    await renderPage(<MyBookingsPage />, { path: '/my-bookings', language: 'en' });
    await waitFor(() => expect(cards()).toHaveLength(1));
    click('Show more');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(pageMock).toHaveBeenLastCalledWith(TEST_UID, 'upcoming', cursor('soon'));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByText(/Friday, 20 March 2026/)).toBeDefined();

    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() => expect(screen.getByText('Completed')).toBeDefined());
    expect(currentPath()).toBe('/en/my-bookings?tab=past');
    expect(pageMock).toHaveBeenLastCalledWith(TEST_UID, 'past', null);
    expect(cards()).toHaveLength(1);
    expect(pageMock).toHaveBeenCalledTimes(3);
  });

  it('invites a customer without bookings to find a provider', async () => {
    await renderPage(<MyBookingsPage />, { path: '/my-bookings?tab=past' });
    expect(await screen.findByText('Aucune réservation passée.')).toBeDefined();
    const links = screen.getAllByRole('link', { name: 'Trouver un prestataire' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/services', '/services']);
  });

  it('confirms a booking just made, and offers to pay it now', async () => {
    await renderPage(<MyBookingsPage />, { path: '/my-bookings', state: { booked: 'b1' } });
    expect(
      screen.getByText(
        'Votre réservation est envoyée : le prestataire doit maintenant la confirmer.',
      ),
    ).toBeDefined();
    const payNow = screen.getByTestId('booked-pay');
    expect(payNow.textContent).toBe('Payer maintenant');
    expect(payNow.getAttribute('href')).toBe('/checkout/b1');
  });

  it('shows the payment status, and a "pay" link until the booking is paid or cancelled', async () => {
    pageMock.mockImplementation(async (_uid, tab) => ({
      bookings:
        tab === 'upcoming'
          ? [
              bookingOf({ id: 'unpaid' }),
              bookingOf({ id: 'paid', status: 'confirmed', paymentStatus: 'success' }),
              bookingOf({ id: 'failed', status: 'confirmed', paymentStatus: 'failed' }),
            ]
          : [bookingOf({ id: 'gone', status: 'cancelled', cancelledBy: 'customer' })],
      next: null,
    }));
    await renderPage(<MyBookingsPage />, { path: '/my-bookings', language: 'en' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const chips = cards().map((card) => within(card).getByTestId('payment-status').textContent);
    expect(chips).toEqual(['Payment pending', 'Paid', 'Payment failed']);
    const pay = cards().map((card) => within(card).queryByTestId('booking-pay'));
    expect(pay.map((link) => link?.getAttribute('href') ?? null)).toEqual([
      '/en/checkout/unpaid',
      null,
      '/en/checkout/failed',
    ]);
    expect(pay[0]?.textContent).toBe('Pay');

    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeDefined());
    expect(screen.queryByTestId('payment-status')).toBeNull();
    expect(screen.queryByTestId('booking-pay')).toBeNull();
  });

  it('offers to try again after a failed read', async () => {
    pageMock.mockRejectedValueOnce(new Error('unavailable'));
    pageMock.mockResolvedValueOnce({ bookings: [bookingOf()], next: null });
    await renderPage(<MyBookingsPage />, { path: '/my-bookings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});

describe('MyBookingsPage: the actions per status', () => {
  const completedAt = new Date('2026-03-10T10:00:00Z');
  const cases: [label: string, overrides: Partial<Booking>, actions: string[]][] = [
    ['pending', { status: 'pending' }, ['Reprogrammer', 'Annuler']],
    ['confirmed', { status: 'confirmed' }, ['Reprogrammer', 'Annuler', 'Signaler un problème']],
    [
      // The api refuses every party's action until an admin settles the problem.
      'confirmed with a problem waiting for an admin',
      {
        status: 'confirmed',
        problem: { by: 'provider', reason: 'Absent', photoIds: [], at: null },
        needsAttention: true,
      },
      [],
    ],
    ['completed', { status: 'completed', completedAt }, ['Noter le service']],
    ['completed and reviewed', { status: 'completed', completedAt, reviewed: true }, ['Mon avis']],
    ['cancelled', { status: 'cancelled', cancelReason: 'Empêché', cancelledBy: 'provider' }, []],
  ];
  it.each(cases)('%s', async (_label, overrides, expected) => {
    pageMock.mockResolvedValue({ bookings: [bookingOf(overrides)], next: null });
    await renderPage(<MyBookingsPage />, { path: '/my-bookings' });
    const card = await screen.findByTestId('booking-card');
    expect(buttonsOf(card)).toEqual(expected);
    expect(within(card).getByTestId('contact-button').textContent).toBe('Contacter le prestataire');
  });

  it("opens the booking's conversation with the provider", async () => {
    vi.mocked(startConversation).mockResolvedValue('b_BOOKINGAAAAAAAAAAAA1');
    pageMock.mockResolvedValue({ bookings: [bookingOf()], next: null });
    await renderPage(<MyBookingsPage />, { path: '/my-bookings', language: 'en' });
    const card = await screen.findByTestId('booking-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Contact the provider' }));
    await waitFor(() => expect(currentPath()).toBe('/en/messages/b_BOOKINGAAAAAAAAAAAA1'));
    expect(startConversation).toHaveBeenCalledWith({
      subject: { kind: 'booking', id: 'BOOKINGAAAAAAAAAAAA1' },
    });
  });

  it('says why a completed booking can no longer be reviewed after 30 days', async () => {
    pageMock.mockResolvedValue({
      bookings: [bookingOf({ status: 'completed', completedAt: new Date('2026-02-01T10:00:00Z') })],
      next: null,
    });
    await renderPage(<MyBookingsPage />, { path: '/my-bookings?tab=past', language: 'en' });
    const card = await screen.findByTestId('booking-card');
    expect(buttonsOf(card)).toEqual([]);
    expect(within(card).getByText('The 30 days to leave a review are over.')).toBeDefined();
  });

  it('shows who cancelled and why', async () => {
    pageMock.mockResolvedValue({
      bookings: [
        bookingOf({ status: 'cancelled', cancelReason: 'Empêché', cancelledBy: 'provider' }),
      ],
      next: null,
    });
    await renderPage(<MyBookingsPage />, { path: '/my-bookings?tab=past' });
    expect(await screen.findByText('Annulée par le prestataire : Empêché')).toBeDefined();
  });
});

describe('MyBookingsPage: cancel', () => {
  it('requires a reason, then cancels and reads the list again', async () => {
    const box = await openAction(bookingOf(), 'Annuler');
    fireEvent.click(within(box).getByRole('button', { name: 'Annuler la réservation' }));
    expect(await within(box).findByText('Ce champ est obligatoire')).toBeDefined();
    expect(cancelBooking).not.toHaveBeenCalled();
    type(within(box).getByRole('textbox', { name: /Motif de l'annulation/ }), '  Empêchée  ');
    fireEvent.click(within(box).getByRole('button', { name: 'Annuler la réservation' }));
    expect(await screen.findByText('Réservation annulée.')).toBeDefined();
    expect(cancelBooking).toHaveBeenCalledWith('BOOKINGAAAAAAAAAAAA1', 'Empêchée');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is read again in an effect, after the render that shows the confirmation.
    await waitFor(() => expect(pageMock).toHaveBeenCalledTimes(2));
  });

  it('requires a reason in English too', async () => {
    pageMock.mockResolvedValue({ bookings: [bookingOf()], next: null });
    await renderPage(<MyBookingsPage />, { path: '/my-bookings', language: 'en' });
    await screen.findByTestId('booking-card');
    click('Cancel');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel the booking' }));
    expect(await within(dialog()).findByText('This field is required')).toBeDefined();
  });

  it('translates a refusal of the api', async () => {
    vi.mocked(cancelBooking).mockRejectedValueOnce(
      new HttpError(409, JSON.stringify({ error: { code: 'invalid_transition', message: 'x' } })),
    );
    const box = await openAction(bookingOf(), 'Annuler');
    type(within(box).getByRole('textbox', { name: /Motif/ }), 'Empêchée');
    fireEvent.click(within(box).getByRole('button', { name: 'Annuler la réservation' }));
    expect(await within(box).findByText(/Cette action n'est plus possible/)).toBeDefined();
  });
});

describe('MyBookingsPage: reschedule', () => {
  it('offers the free slots and moves the booking', async () => {
    const box = await openAction(bookingOf({ status: 'confirmed' }), 'Reprogrammer');
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer le nouvel horaire' }));
    expect(await within(box).findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    fireEvent.click(within(box).getByRole('button', { name: 'jeudi 19 mars 2026' }));
    fireEvent.click(await within(box).findByRole('button', { name: '14:00' }));
    expect(loadSlots).toHaveBeenCalledWith({
      providerId: 'p1',
      serviceId: 's01',
      day: '2026-03-19',
      durationMinutes: 90,
    });
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer le nouvel horaire' }));
    expect(
      await screen.findByText('Nouvel horaire envoyé : le prestataire doit le confirmer.'),
    ).toBeDefined();
    expect(rescheduleBooking).toHaveBeenCalledWith('BOOKINGAAAAAAAAAAAA1', {
      day: '2026-03-19',
      time: '14:00',
    });
  });

  it('says a slot was just taken and reads the slots again', async () => {
    vi.mocked(rescheduleBooking).mockRejectedValueOnce(
      new HttpError(409, JSON.stringify({ error: { code: 'slot_taken', message: 'x' } })),
    );
    const box = await openAction(bookingOf(), 'Reprogrammer');
    fireEvent.click(within(box).getByRole('button', { name: 'jeudi 19 mars 2026' }));
    fireEvent.click(await within(box).findByRole('button', { name: '14:00' }));
    vi.mocked(loadSlots).mockResolvedValue(slotsOf('2026-03-19', ['09:00']));
    fireEvent.click(within(box).getByRole('button', { name: 'Confirmer le nouvel horaire' }));
    expect(await within(box).findByText(/Ce créneau vient d'être pris/)).toBeDefined();
    // The slots read again arrive after the taken one is gone (a loading state in between).
    expect(await within(box).findByRole('button', { name: '09:00' })).toBeDefined();
    expect(within(box).queryByRole('button', { name: '14:00' })).toBeNull();
    expect(loadSlots).toHaveBeenCalledTimes(2);
  });
});

describe('MyBookingsPage: report a problem', () => {
  const photo = (name: string, type: string, size = 1000) => {
    const made = new File(['x'], name, { type });
    Object.defineProperty(made, 'size', { value: size });
    return made;
  };
  const choose = (box: HTMLElement, files: File[]) =>
    act(() => {
      fireEvent.change(within(box).getByTestId('problem-photo-input'), { target: { files } });
    });

  it('sends a reason and the uploaded photos', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ photoId: 'PHOTOAAAAAAAAAAAAAA1' }))),
    );
    const box = await openAction(bookingOf({ status: 'confirmed' }), 'Signaler un problème');
    fireEvent.click(within(box).getByRole('button', { name: 'Signaler' }));
    expect(await within(box).findByText('Ce champ est obligatoire')).toBeDefined();
    await choose(box, [photo('fuite.jpg', 'image/jpeg')]);
    expect(await within(box).findByText('fuite.jpg')).toBeDefined();
    type(
      within(box).getByRole('textbox', { name: /Description du problème/ }),
      'Fuite toujours là',
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Signaler' }));
    expect(await screen.findByText("Problème signalé : notre équipe va l'examiner.")).toBeDefined();
    expect(reportProblem).toHaveBeenCalledWith('BOOKINGAAAAAAAAAAAA1', 'Fuite toujours là', [
      'PHOTOAAAAAAAAAAAAAA1',
    ]);
  });

  it('checks the photos before uploading them', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const box = await openAction(bookingOf({ status: 'confirmed' }), 'Signaler un problème');
    await choose(
      box,
      Array.from({ length: 4 }, (_, index) => photo(`${index}.jpg`, 'image/jpeg')),
    );
    expect(
      within(box).getByText('Nombre maximum de fichiers dépassé : 3 photos au plus.'),
    ).toBeDefined();
    await choose(box, [photo('plan.gif', 'image/gif')]);
    expect(within(box).getByText(/Type de fichier non valide/)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('MyBookingsPage: reviews', () => {
  const completed = bookingOf({
    status: 'completed',
    completedAt: new Date('2026-03-14T10:00:00Z'),
  });
  const reviewOf = (overrides: Partial<BookingReview> = {}): BookingReview => ({
    id: completed.id,
    providerId: 'p1',
    authorName: 'Awa D.',
    rating: 4,
    comment: 'Travail propre et rapide.',
    serviceTitle: completed.serviceTitle,
    createdAt: new Date('2026-03-15T10:00:00Z'),
    updatedAt: new Date('2026-03-15T10:00:00Z'),
    editableUntil: new Date('2026-03-17T10:00:00Z'),
    reply: null,
    hidden: false,
    hiddenReason: null,
    ...overrides,
  });

  it('checks the rating and the comment, in French, then publishes', async () => {
    const box = await openAction(completed, 'Noter le service');
    expect(within(box).getByRole('heading').textContent).toBe('Laisser un avis');
    expect(loadReview).not.toHaveBeenCalled();
    type(within(box).getByRole('textbox', { name: 'Votre commentaire' }), 'Bien');
    fireEvent.click(within(box).getByRole('button', { name: 'Publier mon avis' }));
    expect(await within(box).findByText('Choisissez une note de 1 à 5 étoiles')).toBeDefined();
    expect(within(box).getByText('Au moins 10 caractères')).toBeDefined();
    expect(saveReview).not.toHaveBeenCalled();
    fireEvent.click(within(box).getByRole('radio', { name: '4 étoiles' }));
    type(
      within(box).getByRole('textbox', { name: 'Votre commentaire' }),
      ' Travail propre et rapide. ',
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Publier mon avis' }));
    expect(await screen.findByText('Merci, votre avis est publié.')).toBeDefined();
    expect(saveReview).toHaveBeenCalledWith(completed.id, {
      rating: 4,
      comment: 'Travail propre et rapide.',
    });
  });

  it('shows the same messages in English', async () => {
    pageMock.mockResolvedValue({ bookings: [completed], next: null });
    await renderPage(<MyBookingsPage />, { path: '/my-bookings?tab=past', language: 'en' });
    await screen.findByTestId('booking-card');
    click('Rate the service');
    const box = await screen.findByRole('dialog');
    expect(within(box).getByRole('heading').textContent).toBe('Leave a review');
    fireEvent.click(within(box).getByRole('button', { name: 'Publish my review' }));
    expect(await within(box).findByText('Choose a rating from 1 to 5 stars')).toBeDefined();
    expect(within(box).getByText('At least 10 characters')).toBeDefined();
  });

  it('edits an existing review while its 48 hours last', async () => {
    vi.mocked(loadReview).mockResolvedValue(reviewOf());
    const box = await openAction({ ...completed, reviewed: true }, 'Mon avis');
    const comment = await within(box).findByRole('textbox', { name: 'Votre commentaire' });
    expect(loadReview).toHaveBeenCalledWith(completed.id);
    expect((comment as HTMLTextAreaElement).value).toBe('Travail propre et rapide.');
    expect(
      within(box).getByText(/Vous pouvez modifier votre avis jusqu'au 17 mars 2026/),
    ).toBeDefined();
    expect(
      (within(box).getByRole('radio', { name: '4 étoiles' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(box).getByRole('radio', { name: '5 étoiles' }));
    fireEvent.click(within(box).getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() =>
      expect(saveReview).toHaveBeenCalledWith(completed.id, {
        rating: 5,
        comment: 'Travail propre et rapide.',
      }),
    );
  });

  it('says when the review can no longer be edited', async () => {
    vi.mocked(loadReview).mockResolvedValue(
      reviewOf({ editableUntil: new Date('2026-03-16T06:59:00Z') }),
    );
    const box = await openAction({ ...completed, reviewed: true }, 'Mon avis');
    expect(await within(box).findByText(/Cet avis ne peut plus être modifié/)).toBeDefined();
    expect(within(box).getByText('Travail propre et rapide.')).toBeDefined();
    expect(within(box).queryByRole('textbox')).toBeNull();
    expect(within(box).queryByRole('button', { name: /Enregistrer/ })).toBeNull();
  });

  it("translates the server's closed window", async () => {
    vi.mocked(saveReview).mockRejectedValueOnce(
      new HttpError(409, JSON.stringify({ error: { code: 'review_window_closed', message: 'x' } })),
    );
    const box = await openAction(completed, 'Noter le service');
    fireEvent.click(within(box).getByRole('radio', { name: '3 étoiles' }));
    type(
      within(box).getByRole('textbox', { name: 'Votre commentaire' }),
      'Correct dans l’ensemble.',
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Publier mon avis' }));
    expect(
      await within(box).findByText(
        "Le délai est dépassé : un avis s'écrit dans les 30 jours et se modifie pendant 48 heures.",
      ),
    ).toBeDefined();
  });
});
