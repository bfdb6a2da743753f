import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import {
  useProvider,
  useProviderServices,
  useReviewsPage,
  type ProviderDetails,
  type ProviderReview,
  type ProviderServiceItem,
  type ReviewCursor,
} from './api';
import ProviderProfilePage from './ProviderProfilePage';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useProvider: vi.fn(),
  useProviderServices: vi.fn(),
  useReviewsPage: vi.fn(),
}));

const providerMock = vi.mocked(useProvider);
const servicesMock = vi.mocked(useProviderServices);
const reviewsMock = vi.mocked(useReviewsPage);

const success = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});
const fromCache = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: true,
  error: undefined,
});
const loading = { status: 'loading', data: undefined, error: undefined } as const;
const failure: LiveData<never> = {
  status: 'error',
  data: undefined,
  error: new Error('unavailable'),
};

const WEEK = {
  mon: ['08:00-18:00'],
  tue: ['08:00-18:00'],
  wed: ['08:00-18:00'],
  thu: ['08:00-18:00'],
  fri: ['08:00-12:00', '14:00-18:00'],
  sat: ['08:00-13:00'],
  sun: [],
};

const PROVIDER: ProviderDetails = {
  id: 'seed-provider-01',
  displayName: 'Jean-Paul Ekwalla',
  headline: { fr: 'Plombier agréé à Douala', en: 'Licensed plumber in Douala' },
  about: { fr: 'Plombier depuis 12 ans.', en: 'A plumber for 12 years.' },
  categories: ['plumbing'],
  specialties: ['Fuites', 'Débouchage'],
  experienceYears: 12,
  city: 'Douala',
  country: 'CM',
  geo: { lat: 4.05, lng: 9.7, geohash: 's0f3' },
  priceFromFCFA: 10000,
  availability: WEEK,
  portfolio: [],
  languages: ['fr', 'en'],
  contact: {
    phone: '+237677412583',
    email: 'jeanpaul.ekwalla@example.com',
    whatsapp: '+237677412583',
  },
  verified: true,
  verificationStatus: 'approved',
  rating: 4.67,
  reviewCount: 3,
  ratingCounts: { 5: 2, 4: 1, 3: 0, 2: 0, 1: 0 },
  searchTokens: [],
};

const service = (
  id: string,
  priceFCFA: number,
  unit: ProviderServiceItem['unit'],
  durationMinutes: number,
  title: ProviderServiceItem['title'],
): ProviderServiceItem => ({
  id,
  title,
  category: 'plumbing',
  priceFCFA,
  unit,
  durationMinutes,
  description: { fr: `Description ${id}` },
});

const SERVICES = [
  service('s1', 10000, 'fixed', 60, { fr: 'Réparation de fuite', en: 'Leak repair' }),
  service('s2', 25000, 'hour', 90, { fr: 'Dépannage urgent' }),
  service('s3', 35000, 'day', 2 * 24 * 60, { fr: 'Rénovation de salle de bains' }),
  service('s4', 0, 'quote', 45, { fr: 'Installation complète', en: 'Full installation' }),
];

const review = (index: number, createdAt = new Date(2026, 2, 12, 10)): ProviderReview => ({
  id: `booking-${index}`,
  providerId: PROVIDER.id,
  // Every third author keeps their profile private: their reviews carry no name.
  authorName: index % 3 ? `Client ${index}` : null,
  rating: index % 2 ? 5 : 4,
  comment: `Commentaire ${index}`,
  createdAt,
  reply: null,
  cursor: { id: `booking-${index}` } as ReviewCursor,
});

function renderAt(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/providers/:id" element={<ProviderProfilePage />} />
          <Route path="/en/providers/:id" element={<ProviderProfilePage />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

async function renderPage(path: string, language: 'fr' | 'en' = 'fr') {
  await i18n.changeLanguage(language);
  return renderAt(path);
}

beforeEach(() => {
  providerMock.mockReset().mockReturnValue(success(PROVIDER));
  servicesMock.mockReset().mockReturnValue(success(SERVICES));
  reviewsMock
    .mockReset()
    .mockImplementation((_id, after) =>
      after ? success([]) : success([1, 2, 3].map((i) => review(i))),
    );
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

describe('ProviderProfilePage', () => {
  it('shows the provider in French with the standing, place, languages and actions', async () => {
    await renderPage('/providers/seed-provider-01');
    expect(providerMock).toHaveBeenCalledWith('seed-provider-01');
    const header = screen.getByTestId('provider-header');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Jean-Paul Ekwalla');
    expect(within(header).getByText('Plombier agréé à Douala')).toBeDefined();
    expect(within(header).getByText('Vérifié')).toBeDefined();
    expect(within(header).getByText('Douala, Cameroun')).toBeDefined();
    expect(within(header).getByText("12 ans d'expérience")).toBeDefined();
    expect(within(header).getByText('Langues : Français, Anglais')).toBeDefined();
    expect(within(header).getByText('Fuites')).toBeDefined();
    expect(within(header).getByText('À partir de 10 000 FCFA')).toBeDefined();
    expect(screen.getByText('Plombier depuis 12 ans.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')).toBe(
      '/smart-quotation?provider=seed-provider-01',
    );
    expect(screen.getByRole('link', { name: 'Réserver maintenant' }).getAttribute('href')).toBe(
      '/service-scheduling?provider=seed-provider-01',
    );
    expect(document.title).toBe('Jean-Paul Ekwalla · Plateforme Africaine de Services');
  });

  it('renders FCFA prices with their unit and duration', async () => {
    await renderPage('/providers/seed-provider-01');
    expect(servicesMock).toHaveBeenCalledWith('seed-provider-01');
    const services = screen.getByTestId('provider-services');
    const text = (id: string) => within(services).getByTestId(`service-${id}`).textContent;
    expect(text('s1')).toContain('Réparation de fuite');
    expect(text('s1')).toContain('10 000 FCFA (forfait)');
    expect(text('s1')).toContain('Durée : 1 h');
    expect(text('s2')).toContain('25 000 FCFA / heure');
    expect(text('s2')).toContain('Durée : 1 h 30 min');
    expect(text('s3')).toContain('35 000 FCFA / jour');
    expect(text('s3')).toContain('Durée : 2 jours');
    expect(text('s4')).toContain('Sur devis');
    expect(text('s4')).not.toContain('FCFA');
    expect(text('s4')).toContain('Durée : 45 min');
  });

  it('links each priced service to its booking, and a service on quote to a quote request', async () => {
    await renderPage('/providers/seed-provider-01');
    const services = screen.getByTestId('provider-services');
    const href = (name: string) =>
      within(services).getByRole('link', { name }).getAttribute('href');
    expect(href('Réserver « Réparation de fuite »')).toBe(
      '/service-scheduling?provider=seed-provider-01&service=s1',
    );
    expect(href('Réserver « Dépannage urgent »')).toBe(
      '/service-scheduling?provider=seed-provider-01&service=s2',
    );
    expect(href('Réserver « Rénovation de salle de bains »')).toBe(
      '/service-scheduling?provider=seed-provider-01&service=s3',
    );
    expect(within(services).getByTestId('book-service-s1').textContent).toBe('Réserver');
    expect(within(services).queryByTestId('book-service-s4')).toBeNull();
    expect(href('Demander un devis pour « Installation complète »')).toBe(
      '/smart-quotation?provider=seed-provider-01',
    );
  });

  it('shows the provider’s public reply under the review it answers', async () => {
    reviewsMock.mockReturnValue(
      success([
        {
          ...review(1),
          reply: { text: 'Merci pour votre confiance !', at: new Date(2026, 2, 13) },
        },
        review(2),
      ]),
    );
    const { unmount } = await renderPage('/providers/seed-provider-01');
    const [answered, plain] = screen.getAllByTestId('review') as [HTMLElement, HTMLElement];
    expect(within(answered).getByTestId('review-reply').textContent).toBe(
      'Réponse du prestataire · 13 mars 2026Merci pour votre confiance !',
    );
    expect(within(plain).queryByTestId('review-reply')).toBeNull();
    unmount();
    await renderPage('/en/providers/seed-provider-01', 'en');
    expect(screen.getByTestId('review-reply').textContent).toBe(
      "Provider's reply · 13 March 2026Merci pour votre confiance !",
    );
  });

  it('shows the weekly availability with French day names', async () => {
    await renderPage('/providers/seed-provider-01');
    expect(screen.getByTestId('availability-mon').textContent).toBe('Lundi08:00 – 18:00');
    expect(screen.getByTestId('availability-fri').textContent).toBe(
      'Vendredi08:00 – 12:00, 14:00 – 18:00',
    );
    expect(screen.getByTestId('availability-sun').textContent).toBe('DimancheFermé');
  });

  it('shows the rating summary, the distribution and the reviews with French dates', async () => {
    await renderPage('/providers/seed-provider-01');
    expect(reviewsMock).toHaveBeenCalledWith('seed-provider-01', null);
    const summary = screen.getByTestId('rating-summary');
    expect(within(summary).getByText('4,7')).toBeDefined();
    expect(within(summary).getByText('3 avis')).toBeDefined();
    expect(within(summary).getByRole('img', { name: 'Note : 4,7 sur 5' })).toBeDefined();
    expect(screen.getByTestId('distribution-5').textContent).toBe('5 étoiles2');
    expect(screen.getByTestId('distribution-1').textContent).toBe('1 étoile0');
    expect(screen.getByRole('progressbar', { name: '4 étoiles : 1 avis' })).toBeDefined();
    const reviews = screen.getAllByTestId('review');
    expect(reviews).toHaveLength(3);
    expect(reviews[0]?.textContent).toContain('Client 1');
    expect(reviews[0]?.textContent).toContain('Commentaire 1');
    expect(reviews[0]?.textContent).toContain('12 mars 2026');
    expect(within(reviews[0] as HTMLElement).getByRole('img', { name: 'Note : 5,0 sur 5' }));
    expect(within(reviews[2] as HTMLElement).getByRole('heading').textContent).toBe(
      'Client vérifié',
    );
    expect(screen.queryByRole('button', { name: "Voir plus d'avis" })).toBeNull();
  });

  it('goes without the distribution on a profile kept before the ratings were counted', async () => {
    const { ratingCounts: _counts, ...counted } = PROVIDER;
    providerMock.mockReturnValue(fromCache(counted));
    await renderPage('/providers/seed-provider-01');
    expect(screen.queryByTestId('rating-distribution')).toBeNull();
    expect(within(screen.getByTestId('rating-summary')).getByText('3 avis')).toBeDefined();
    expect(screen.getAllByTestId('review')).toHaveLength(3);
  });

  it('asks for the next five reviews after the last one shown', async () => {
    providerMock.mockReturnValue(success({ ...PROVIDER, reviewCount: 7 }));
    const first = [1, 2, 3, 4, 5].map((i) => review(i));
    const second = [6, 7].map((i) => review(i, new Date(2025, 10, 3)));
    reviewsMock.mockImplementation((_id, after) =>
      after === null ? success(first) : after.id === 'booking-5' ? success(second) : loading,
    );
    await renderPage('/providers/seed-provider-01');
    expect(screen.getAllByTestId('review')).toHaveLength(5);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: "Voir plus d'avis" }));
    });
    expect(reviewsMock).toHaveBeenCalledWith('seed-provider-01', first[4]?.cursor);
    const reviews = screen.getAllByTestId('review');
    expect(reviews).toHaveLength(7);
    expect(reviews[6]?.textContent).toContain('Commentaire 7');
    expect(reviews[6]?.textContent).toContain('3 novembre 2025');
    expect(screen.queryByRole('button', { name: "Voir plus d'avis" })).toBeNull();
  });

  it('offers no more reviews once a full page reaches the review count', async () => {
    providerMock.mockReturnValue(success({ ...PROVIDER, reviewCount: 5 }));
    reviewsMock.mockReturnValue(success([1, 2, 3, 4, 5].map((i) => review(i))));
    await renderPage('/providers/seed-provider-01');
    expect(screen.getAllByTestId('review')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: "Voir plus d'avis" })).toBeNull();
  });

  it('reads no reviews for a provider without any', async () => {
    providerMock.mockReturnValue(success({ ...PROVIDER, rating: 0, reviewCount: 0 }));
    await renderPage('/providers/seed-provider-01');
    expect(reviewsMock).not.toHaveBeenCalled();
    expect(screen.getByText(/Pas encore d'avis/)).toBeDefined();
  });

  it('links every way of contact the provider allows', async () => {
    await renderPage('/providers/seed-provider-01');
    const contact = screen.getByTestId('provider-contact');
    const whatsapp = within(contact).getByRole('link', {
      name: 'Écrire à Jean-Paul Ekwalla sur WhatsApp (+237677412583)',
    });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/237677412583');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(
      within(contact)
        .getByRole('link', { name: 'Appeler Jean-Paul Ekwalla au +237677412583' })
        .getAttribute('href'),
    ).toBe('tel:+237677412583');
    expect(
      within(contact)
        .getByRole('link', { name: /^Écrire un e-mail à Jean-Paul Ekwalla/ })
        .getAttribute('href'),
    ).toBe('mailto:jeanpaul.ekwalla@example.com');
  });

  it('shows only the ways of contact the provider chose', async () => {
    providerMock.mockReturnValue(
      success({ ...PROVIDER, contact: { email: 'jeanpaul.ekwalla@example.com' } }),
    );
    await renderPage('/providers/seed-provider-01');
    const links = within(screen.getByTestId('provider-contact')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      // "Contacter", to a signed-out visitor: sign in first, then come back.
      '/auth?next=%2Fproviders%2Fseed-provider-01',
      'mailto:jeanpaul.ekwalla@example.com',
    ]);
    expect(screen.queryByTestId('contact-whatsapp')).toBeNull();
    expect(screen.queryByTestId('contact-phone')).toBeNull();
  });

  it('offers to message the provider even without other ways of contact', async () => {
    providerMock.mockReturnValue(success({ ...PROVIDER, contact: {} }));
    await renderPage('/en/providers/seed-provider-01', 'en');
    const contact = within(screen.getByTestId('provider-contact'));
    expect(contact.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      '/en/auth?next=%2Fen%2Fproviders%2Fseed-provider-01',
    );
    expect(contact.queryByRole('list')).toBeNull();
  });

  it('shows English content, falling back to French where the provider wrote none', async () => {
    providerMock.mockReturnValue(
      success({ ...PROVIDER, headline: { fr: 'Plombier agréé à Douala' } }),
    );
    await renderPage('/en/providers/seed-provider-01', 'en');
    const header = screen.getByTestId('provider-header');
    expect(within(header).getByText('Plombier agréé à Douala')).toBeDefined();
    expect(within(header).getByText('Douala, Cameroon')).toBeDefined();
    expect(within(header).getByText('12 years of experience')).toBeDefined();
    expect(within(header).getByText('Languages: French, English')).toBeDefined();
    expect(within(header).getByText('Verified')).toBeDefined();
    expect(screen.getByText('A plumber for 12 years.')).toBeDefined();
    const services = screen.getByTestId('provider-services');
    expect(within(services).getByText('Leak repair')).toBeDefined();
    expect(within(services).getByText('Dépannage urgent')).toBeDefined();
    expect(within(services).getByText('25 000 FCFA per hour')).toBeDefined();
    expect(within(services).getByText('On quote')).toBeDefined();
    expect(screen.getByTestId('availability-sun').textContent).toBe('SundayClosed');
    expect(screen.getAllByTestId('review')[0]?.textContent).toContain('12 March 2026');
    expect(screen.getAllByTestId('review')[2]?.textContent).toContain('Verified customer');
    expect(screen.getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toBe(
      '/en/smart-quotation?provider=seed-provider-01',
    );
    expect(screen.getByRole('link', { name: 'Book now' }).getAttribute('href')).toBe(
      '/en/service-scheduling?provider=seed-provider-01',
    );
    expect(within(services).getByRole('link', { name: 'Book “Leak repair”' }).textContent).toBe(
      'Book',
    );
    expect(
      within(services)
        .getByRole('link', { name: 'Request a quote for “Full installation”' })
        .getAttribute('href'),
    ).toBe('/en/smart-quotation?provider=seed-provider-01');
    expect(document.title).toBe('Jean-Paul Ekwalla · African Services Marketplace');
  });

  it('says when verification is pending, and shows no badge for an unverified provider', async () => {
    providerMock.mockReturnValue(
      success({ ...PROVIDER, verified: false, verificationStatus: 'in_progress' }),
    );
    const { unmount } = await renderPage('/providers/seed-provider-01');
    expect(screen.getByText('Vérification en cours')).toBeDefined();
    expect(screen.queryByTestId('verified-badge')).toBeNull();
    unmount();
    providerMock.mockReturnValue(
      success({ ...PROVIDER, verified: false, verificationStatus: 'unverified' }),
    );
    await renderPage('/providers/seed-provider-01');
    expect(screen.queryByTestId('verified-badge')).toBeNull();
    expect(screen.queryByTestId('verification-pending')).toBeNull();
  });

  it('shows the verified badge with its date, and the criminal record check, in both languages', async () => {
    providerMock.mockReturnValue(
      success({ ...PROVIDER, verifiedOn: '2026-03-03', criminalRecordCheckedOn: '2026-02-10' }),
    );
    const { unmount } = await renderPage('/providers/seed-provider-01');
    expect(screen.getByTestId('verified-badge').textContent).toBe('Vérifié le 3 mars 2026');
    expect(screen.getByTestId('criminal-record-badge').textContent).toBe(
      'Casier judiciaire vérifié le 10 février 2026',
    );
    unmount();
    await renderPage('/en/providers/seed-provider-01', 'en');
    expect(screen.getByTestId('verified-badge').textContent).toBe('Verified on 3 March 2026');
    expect(screen.getByTestId('criminal-record-badge').textContent).toBe(
      'Criminal record checked on 10 February 2026',
    );
  });

  it('shows the badge without a date for a provider verified before dates were kept, and no record check unless set', async () => {
    providerMock.mockReturnValue(success({ ...PROVIDER, criminalRecordCheckedOn: null }));
    await renderPage('/providers/seed-provider-01');
    expect(screen.getByTestId('verified-badge').textContent).toBe('Vérifié');
    expect(screen.queryByTestId('criminal-record-badge')).toBeNull();
    expect(screen.queryByText(/Casier judiciaire/)).toBeNull();
  });

  it('shows a translated not-found state with a way back to the services', async () => {
    providerMock.mockReturnValue(success(null));
    const { unmount } = await renderPage('/providers/does-not-exist');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prestataire introuvable');
    expect(screen.getByRole('link', { name: 'Parcourir les services' }).getAttribute('href')).toBe(
      '/services',
    );
    expect(servicesMock).not.toHaveBeenCalled();
    unmount();
    await renderPage('/en/providers/does-not-exist', 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Provider not found');
    expect(screen.getByRole('link', { name: 'Browse services' }).getAttribute('href')).toBe(
      '/en/services',
    );
  });

  it('shows a skeleton while loading and a message when the provider cannot be read', async () => {
    providerMock.mockReturnValue(loading);
    const { unmount } = await renderPage('/providers/seed-provider-01');
    expect(screen.getByTestId('profile-skeleton')).toBeDefined();
    unmount();
    providerMock.mockReturnValue(failure);
    await renderPage('/providers/seed-provider-01');
    expect(screen.getByRole('alert').textContent).toContain('Impossible de charger ce profil');
    expect(screen.getByRole('link', { name: 'Voir tous les services' })).toBeDefined();
  });

  it('offline, says an unseen profile will come back online instead of calling it missing', async () => {
    providerMock.mockReturnValue(fromCache(null));
    await renderPage('/providers/seed-provider-01');
    expect(screen.queryByText('Prestataire introuvable')).toBeNull();
    expect(screen.getByText(/Vous êtes hors ligne/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Voir tous les services' })).toBeDefined();
  });

  it('offline, shows the cached profile and says uncached services and reviews will come', async () => {
    providerMock.mockReturnValue(fromCache(PROVIDER));
    servicesMock.mockReturnValue(fromCache([]));
    reviewsMock.mockReturnValue(fromCache([]));
    await renderPage('/providers/seed-provider-01');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jean-Paul Ekwalla');
    expect(
      screen.getByText("Les services s'afficheront dès le retour de la connexion."),
    ).toBeDefined();
    expect(screen.queryByText("Ce prestataire n'a pas encore publié de services.")).toBeNull();
    expect(screen.getByText("Les avis s'afficheront dès le retour de la connexion.")).toBeDefined();
    // The distribution is part of the kept profile.
    expect(screen.getByTestId('distribution-5').textContent).toBe('5 étoiles2');
  });

  it('says when a provider has published no services', async () => {
    servicesMock.mockReturnValue(success([]));
    await renderPage('/providers/seed-provider-01');
    expect(screen.getByText("Ce prestataire n'a pas encore publié de services.")).toBeDefined();
  });

  it('keeps the profile when its services cannot be read', async () => {
    servicesMock.mockReturnValue(failure);
    await renderPage('/providers/seed-provider-01');
    expect(screen.getByText('Impossible de charger les services pour le moment.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jean-Paul Ekwalla');
  });
});
