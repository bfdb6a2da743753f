import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { confirmReceipt } from '../../shared/checkout/api';
import { startConversation } from '../../shared/conversations/startConversation';
import { i18n } from '../../shared/i18n';
import { viewerTimeZone } from './viewerClock';
import {
  cancelBooking,
  confirmBooking,
  declineBooking,
  replyToReview,
  reportProblem,
  useBookingCounts,
  useBookingReview,
  useBookingsPage,
  useProviderZone,
  useWeekBookings,
} from './api';
import type { BookingTab, ProviderBooking } from './model';
import ProviderBookingsPage from './ProviderBookingsPage';
import {
  booking,
  currentPath,
  liveError,
  liveLoading,
  liveSuccess,
  renderPage,
  review,
  TEST_UID,
} from './testing';

vi.mock('../../shared/conversations/startConversation', () => ({ startConversation: vi.fn() }));
vi.mock('./viewerClock', () => ({ viewerTimeZone: vi.fn() }));
vi.mock('../../shared/checkout/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/checkout/api')>()),
  confirmReceipt: vi.fn(),
}));
vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useProviderZone: vi.fn(),
  useBookingCounts: vi.fn(),
  useBookingsPage: vi.fn(),
  useWeekBookings: vi.fn(),
  useBookingReview: vi.fn(),
  confirmBooking: vi.fn(),
  declineBooking: vi.fn(),
  completeBooking: vi.fn(),
  cancelBooking: vi.fn(),
  reportProblem: vi.fn(),
  replyToReview: vi.fn(),
}));
const zoneMock = vi.mocked(useProviderZone);
const countsMock = vi.mocked(useBookingCounts);
const pageMock = vi.mocked(useBookingsPage);
const reviewMock = vi.mocked(useBookingReview);

/** The provider's bookings as stored, by tab, in the tab's order; a page starts after its cursor. */
let stored: Partial<Record<BookingTab, ProviderBooking[]>> = {};

const apiError = (status: number, code: string) =>
  new HttpError(status, JSON.stringify({ error: { code, message: 'x' } }));

beforeEach(() => {
  stored = {};
  zoneMock.mockReset().mockReturnValue({ status: 'provider', timeZone: 'Africa/Douala' });
  countsMock.mockReset().mockReturnValue({ requests: 3, upcoming: 20 });
  pageMock.mockReset().mockImplementation((_uid, tab, after: QueryDocumentSnapshot | null) => {
    const items = stored[tab] ?? [];
    const start = after ? items.findIndex((item) => item.id === after.id) + 1 : 0;
    return liveSuccess(items.slice(start, start + 20));
  });
  vi.mocked(useWeekBookings).mockReset().mockReturnValue(liveSuccess([]));
  reviewMock.mockReset().mockReturnValue(liveLoading);
  for (const action of [confirmBooking, declineBooking, cancelBooking, reportProblem]) {
    vi.mocked(action).mockReset().mockResolvedValue(undefined);
  }
  vi.mocked(replyToReview).mockReset().mockResolvedValue(undefined);
  vi.mocked(confirmReceipt).mockReset();
  // The viewer's browser is on Douala's clock unless a test says otherwise.
  vi.mocked(viewerTimeZone).mockReturnValue('Africa/Douala');
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const path = '/provider-bookings';
const cards = () => screen.queryAllByTestId('booking');
const card = (index = 0) => {
  const found = cards()[index];
  if (!found) throw new Error(`No booking ${index}`);
  return found;
};
/** A card's actions, but "contact the customer", which every card offers. */
const cardButtons = (index = 0) =>
  within(card(index))
    .queryAllByRole('button')
    .filter((button) => button.dataset.testid !== 'contact-button')
    .map((button) => button.textContent);
const clickInCard = (name: string, index = 0) =>
  fireEvent.click(within(card(index)).getByRole('button', { name }));
const dialog = () => screen.getByRole('dialog');

describe('ProviderBookingsPage: access', () => {
  it('invites someone who is not a provider to become one', async () => {
    zoneMock.mockReturnValue({ status: 'notProvider' });
    await renderPage(<ProviderBookingsPage />, { path });
    expect(screen.getByRole('heading', { name: 'Recevez des réservations' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Devenir prestataire' }).getAttribute('href')).toBe(
      '/become-provider',
    );
    expect(pageMock).not.toHaveBeenCalled();
  });

  it('says when the profile cannot be read', async () => {
    zoneMock.mockReturnValue({ status: 'error' });
    await renderPage(<ProviderBookingsPage />, { path, language: 'en' });
    expect(screen.getByText(/Your profile could not be checked/)).toBeDefined();
  });
});

describe('ProviderBookingsPage: tabs and pages', () => {
  it('shows the requests first, with the counts of the tabs acted on', async () => {
    stored.requests = [booking()];
    await renderPage(<ProviderBookingsPage />, { path });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Demandes (3)',
      'À venir (20+)',
      'Passées',
      'Calendrier',
    ]);
    expect(pageMock).toHaveBeenLastCalledWith(TEST_UID, 'requests', null);
    expect(countsMock).toHaveBeenLastCalledWith(TEST_UID, 0);
    expect(cards()).toHaveLength(1);
  });

  it('lists the tab chosen, in the address too, and says when it is empty', async () => {
    stored.past = [booking({ status: 'completed' })];
    await renderPage(<ProviderBookingsPage />, { path });
    fireEvent.click(screen.getByRole('tab', { name: /À venir/ }));
    expect(pageMock).toHaveBeenLastCalledWith(TEST_UID, 'upcoming', null);
    expect(currentPath()).toBe('/provider-bookings?tab=upcoming');
    expect(screen.getByText('Aucune réservation confirmée à venir.')).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: 'Passées' }));
    expect(pageMock).toHaveBeenLastCalledWith(TEST_UID, 'past', null);
    expect(cards()).toHaveLength(1);
  });

  it('names the tabs in English, without counts until they arrive', async () => {
    countsMock.mockReturnValue(null);
    await renderPage(<ProviderBookingsPage />, { path: `${path}?tab=past`, language: 'en' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Requests',
      'Upcoming',
      'Past',
      'Calendar',
    ]);
    expect(screen.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows 20 bookings, then 20 more after the last one shown', async () => {
    stored.requests = Array.from({ length: 25 }, (_, index) => booking({ id: `b${index}` }));
    await renderPage(<ProviderBookingsPage />, { path });
    expect(cards()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(cards()).toHaveLength(25);
    expect(pageMock).toHaveBeenCalledWith(
      TEST_UID,
      'requests',
      expect.objectContaining({ id: 'b19' }),
    );
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('offers no more after a page that is not full', async () => {
    stored.requests = Array.from({ length: 20 }, (_, index) => booking({ id: `b${index}` }));
    await renderPage(<ProviderBookingsPage />, { path });
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(cards()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('says when the list cannot be loaded', async () => {
    pageMock.mockReturnValue(liveError);
    await renderPage(<ProviderBookingsPage />, { path });
    expect(screen.getByText(/Vos réservations n’ont pas pu être chargées/)).toBeDefined();
  });
});

describe('ProviderBookingsPage: a booking', () => {
  it('shows the customer, the service, the slot, the duration, the notes and the price', async () => {
    stored.requests = [booking()];
    await renderPage(<ProviderBookingsPage />, { path });
    const first = within(card());
    expect(first.getByRole('heading', { name: 'Réparation de fuite' })).toBeDefined();
    expect(first.getByText('En attente')).toBeDefined();
    expect(first.getByText('Aminata')).toBeDefined();
    expect(first.getByText('lundi 16 mars 2026, 09:00–11:00')).toBeDefined();
    expect(first.getByText('2 h')).toBeDefined();
    expect(first.getByText('Sonner deux fois.')).toBeDefined();
    expect(first.getByText('20 000 FCFA')).toBeDefined();
  });

  it('names the provider’s zone when the browser is on another clock', async () => {
    vi.mocked(viewerTimeZone).mockReturnValue('Africa/Abidjan');
    stored.requests = [booking()];
    await renderPage(<ProviderBookingsPage />, { path, language: 'en' });
    expect(
      within(card()).getByText('Monday, 16 March 2026, 09:00–11:00, Douala time (UTC+1)'),
    ).toBeDefined();
  });

  it('offers the actions of each status', async () => {
    stored.past = [
      booking({ id: 'b1', status: 'completed', completedBy: 'timer' }),
      booking({ id: 'b2', status: 'cancelled', cancelledBy: 'customer', cancelReason: 'Voyage' }),
    ];
    stored.upcoming = [booking({ status: 'confirmed' })];
    stored.requests = [booking()];
    await renderPage(<ProviderBookingsPage />, { path });
    expect(cardButtons()).toEqual(['Confirmer', 'Refuser']);
    fireEvent.click(screen.getByRole('tab', { name: /À venir/ }));
    expect(cardButtons()).toEqual([
      'Marquer terminée',
      'Annuler la réservation',
      'Signaler un problème',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Passées' }));
    expect(cardButtons(0)).toEqual([]);
    expect(cardButtons(1)).toEqual([]);
    expect(screen.getByText(/Terminée automatiquement 48 heures/)).toBeDefined();
    expect(screen.getByText('Annulée par le client. Motif : Voyage')).toBeDefined();
  });

  it("opens the booking's conversation with the customer from any card", async () => {
    vi.mocked(startConversation).mockResolvedValue('b_b1');
    stored.requests = [booking({ id: 'b1' })];
    await renderPage(<ProviderBookingsPage />, { path });
    fireEvent.click(within(card()).getByRole('button', { name: 'Contacter le client' }));
    await waitFor(() => expect(currentPath()).toBe('/messages/b_b1'));
    expect(startConversation).toHaveBeenCalledWith({ subject: { kind: 'booking', id: 'b1' } });
  });

  it('shows a reported problem, and offers nothing until an admin settles it', async () => {
    stored.upcoming = [
      booking({
        status: 'confirmed',
        needsAttention: true,
        problem: {
          by: 'customer',
          reason: 'Le prestataire n’est pas venu.',
          photoIds: [],
          at: new Date('2026-03-16T12:00:00Z'),
        },
      }),
    ];
    await renderPage(<ProviderBookingsPage />, { path: `${path}?tab=upcoming` });
    expect(screen.getByText(/Problème signalé par le client le 16 mars 2026/)).toBeDefined();
    expect(screen.getByText('Le prestataire n’est pas venu.')).toBeDefined();
    expect(screen.getByText(/clôture automatique est suspendue/)).toBeDefined();
    expect(cardButtons()).toEqual([]);
  });
});

describe('ProviderBookingsPage: actions', () => {
  it('confirms a request once asked, then says so and counts again', async () => {
    stored.requests = [booking()];
    await renderPage(<ProviderBookingsPage />, { path });
    clickInCard('Confirmer');
    expect(within(dialog()).getByText(/Aminata, lundi 16 mars 2026, 09:00–11:00/)).toBeDefined();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.getByText(/Réservation confirmée/)).toBeDefined());
    expect(confirmBooking).toHaveBeenCalledWith('b1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(countsMock).toHaveBeenLastCalledWith(TEST_UID, 1);
  });

  it('declines only with a reason', async () => {
    stored.requests = [booking()];
    await renderPage(<ProviderBookingsPage />, { path });
    clickInCard('Refuser');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() => expect(screen.getByText('Ce champ est obligatoire')).toBeDefined());
    expect(declineBooking).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Motif du refus/), {
      target: { value: '  Pas disponible ce jour-là  ' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() =>
      expect(declineBooking).toHaveBeenCalledWith('b1', 'Pas disponible ce jour-là'),
    );
    await waitFor(() => expect(screen.getByText(/Demande refusée/)).toBeDefined());
  });

  it('cancels a confirmed booking with a reason, and reports a problem with one', async () => {
    stored.upcoming = [booking({ status: 'confirmed' })];
    await renderPage(<ProviderBookingsPage />, { path: `${path}?tab=upcoming` });
    clickInCard('Annuler la réservation');
    fireEvent.change(screen.getByLabelText(/Motif de l’annulation/), {
      target: { value: 'Malade' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Annuler la réservation' }));
    await waitFor(() => expect(cancelBooking).toHaveBeenCalledWith('b1', 'Malade'));
    // The closed dialog leaves with a transition: the next one must be the only dialog.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    clickInCard('Signaler un problème');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Signaler le problème' }));
    await waitFor(() => expect(screen.getByText('Ce champ est obligatoire')).toBeDefined());
    expect(reportProblem).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Description du problème/), {
      target: { value: 'Client absent' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Signaler le problème' }));
    await waitFor(() => expect(reportProblem).toHaveBeenCalledWith('b1', 'Client absent'));
  });

  it('explains a refusal of the api, and keeps the dialog open', async () => {
    vi.mocked(confirmBooking).mockRejectedValue(apiError(409, 'invalid_transition'));
    stored.requests = [booking()];
    await renderPage(<ProviderBookingsPage />, { path, language: 'en' });
    clickInCard('Confirm');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(dialog()).getByText(/The booking changed meanwhile/)).toBeDefined(),
    );
    vi.mocked(confirmBooking).mockRejectedValue(apiError(403, 'email_not_verified'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(dialog()).getByText(/Confirm your email address first/)).toBeDefined(),
    );
  });
});

describe('ProviderBookingsPage: reviews', () => {
  const reviewed = () => {
    stored.past = [booking({ status: 'completed', completedBy: 'provider', reviewed: true })];
  };

  it('reads the review of a reviewed booking only', async () => {
    stored.past = [booking({ status: 'completed' }), booking({ id: 'b2', status: 'cancelled' })];
    await renderPage(<ProviderBookingsPage />, { path: `${path}?tab=past` });
    expect(reviewMock).not.toHaveBeenCalled();
  });

  it('shows the review and replies once', async () => {
    reviewed();
    reviewMock.mockReturnValue(liveSuccess(review()));
    await renderPage(<ProviderBookingsPage />, { path: `${path}?tab=past` });
    expect(reviewMock).toHaveBeenCalledWith('b1');
    expect(screen.getByText('Travail propre et rapide, merci.')).toBeDefined();
    expect(screen.getByText('4 sur 5')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Répondre' }));
    await waitFor(() => expect(screen.getByText('Ce champ est obligatoire')).toBeDefined());
    expect(replyToReview).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Répondre au client/), {
      target: { value: 'Merci pour votre confiance.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Répondre' }));
    await waitFor(() => expect(screen.getByText('Réponse publiée.')).toBeDefined());
    expect(replyToReview).toHaveBeenCalledWith('b1', 'Merci pour votre confiance.');
    expect(screen.queryByRole('button', { name: 'Répondre' })).toBeNull();
  });

  it('shows the reply instead of the form once there is one', async () => {
    reviewed();
    reviewMock.mockReturnValue(
      liveSuccess(review({ reply: { text: 'Merci !', at: new Date('2026-03-19T10:00:00Z') } })),
    );
    await renderPage(<ProviderBookingsPage />, { path: `${path}?tab=past` });
    expect(screen.getByText('Merci !')).toBeDefined();
    expect(screen.getByText(/Votre réponse, le 19 mars 2026/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Répondre' })).toBeNull();
  });

  it('drops the form when the api says the review was already answered', async () => {
    reviewed();
    reviewMock.mockReturnValue(liveSuccess(review()));
    vi.mocked(replyToReview).mockRejectedValue(apiError(409, 'already_replied'));
    await renderPage(<ProviderBookingsPage />, { path: `${path}?tab=past`, language: 'en' });
    fireEvent.change(screen.getByLabelText(/Reply to the customer/), {
      target: { value: 'Thanks!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(screen.getByText('You have already replied to this review.')).toBeDefined(),
    );
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('says when a review was hidden by an administrator', async () => {
    reviewed();
    reviewMock.mockReturnValue(liveSuccess(review({ hidden: true, hiddenReason: 'Insultes' })));
    await renderPage(<ProviderBookingsPage />, { path: `${path}?tab=past` });
    expect(screen.getByText(/masqué par un administrateur : Insultes/)).toBeDefined();
  });
});

describe('ProviderBookingsPage: payments', () => {
  it('shows each booking’s payment status', async () => {
    stored.upcoming = [
      booking({ id: 'b1', status: 'confirmed' }),
      booking({ id: 'b2', status: 'confirmed', paymentStatus: 'success', paymentMethod: 'card' }),
      booking({ id: 'b3', status: 'confirmed', paymentStatus: 'failed' }),
    ];
    await renderPage(<ProviderBookingsPage />, { path: `${path}?tab=upcoming`, language: 'en' });
    expect(cards().map((item) => within(item).getByTestId('payment-status').textContent)).toEqual([
      'Payment pending',
      'Paid',
      'Payment failed',
    ]);
    expect(screen.queryByTestId('booking-confirm-cash')).toBeNull();
  });

  it('confirms cash received for a booking paid in cash, once asked', async () => {
    vi.mocked(confirmReceipt)
      .mockRejectedValueOnce(apiError(403, 'forbidden'))
      .mockResolvedValueOnce({} as Awaited<ReturnType<typeof confirmReceipt>>);
    stored.upcoming = [
      booking({ status: 'confirmed', paymentMethod: 'cash', paymentId: 'pay7' }),
      booking({ id: 'b2', status: 'confirmed', paymentMethod: 'orange_money', paymentId: 'pay8' }),
    ];
    await renderPage(<ProviderBookingsPage />, { path: `${path}?tab=upcoming` });
    expect(within(card(1)).queryByTestId('booking-confirm-cash')).toBeNull();
    fireEvent.click(within(card()).getByTestId('booking-confirm-cash'));
    // 20 000 FCFA and the platform's 2 %: cash has no operator fee.
    expect(within(dialog()).getByText(/avoir reçu 20 400 FCFA en espèces/)).toBeDefined();
    const submit = () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: "Oui, j'ai reçu les espèces" }));
    submit();
    await waitFor(() =>
      expect(within(dialog()).getByText("Vous n'avez pas accès à ce paiement.")).toBeDefined(),
    );
    submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(confirmReceipt).toHaveBeenLastCalledWith('pay7');
    expect(confirmReceipt).toHaveBeenCalledTimes(2);
  });

  it('offers no cash confirmation once paid or cancelled', async () => {
    stored.past = [
      booking({ status: 'cancelled', paymentMethod: 'cash', paymentId: 'pay7' }),
      booking({
        id: 'b2',
        status: 'completed',
        paymentMethod: 'cash',
        paymentId: 'pay8',
        paymentStatus: 'success',
      }),
    ];
    await renderPage(<ProviderBookingsPage />, { path: `${path}?tab=past` });
    expect(screen.queryByTestId('booking-confirm-cash')).toBeNull();
    expect(
      cards().map((item) => within(item).queryByTestId('payment-status')?.textContent),
    ).toEqual([undefined, 'Payé']);
  });
});
