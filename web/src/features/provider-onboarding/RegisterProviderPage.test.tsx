import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { geohashOf } from '@marketplace/domain';
import { useActiveCategories } from '../../shared/catalog/categories';
import { COMMON_NS, i18n } from '../../shared/i18n';
import { loadOnboardingSource, saveProvider } from './api';
import { closedWeek, draftStorageKey } from './draft';
import RegisterProviderPage from './RegisterProviderPage';
import { CATEGORIES, liveSuccess, renderPage, TEST_UID } from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  loadOnboardingSource: vi.fn(),
  saveProvider: vi.fn(),
  useOwnProvider: vi.fn(),
}));
vi.mock('../../shared/catalog/categories', () => ({ useActiveCategories: vi.fn() }));

const sourceMock = vi.mocked(loadOnboardingSource);
const saveMock = vi.mocked(saveProvider);

beforeEach(() => {
  sourceMock.mockReset().mockResolvedValue({ provider: null, accountPhone: '+237 699 12 34 56' });
  saveMock.mockReset().mockResolvedValue('created');
  vi.mocked(useActiveCategories).mockReturnValue(liveSuccess(CATEGORIES));
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  await i18n.changeLanguage('fr');
});

/** The arguments of the one save. */
function savedCall() {
  expect(saveMock).toHaveBeenCalledTimes(1);
  return saveMock.mock.calls[0] as Parameters<typeof saveProvider>;
}

const message = (key: string) => i18n.t(key, { ns: COMMON_NS });
const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;
const textbox = (name: string | RegExp) =>
  screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string | RegExp, value: string) =>
  fireEvent.change(textbox(name), { target: { value } });
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const next = async (to: string) => {
  click('Suivant');
  await waitFor(() => expect(stepHeading()).toBe(to));
};

async function openForm(path = '/register-provider') {
  const view = await renderPage(<RegisterProviderPage />, { path });
  await screen.findByRole('heading', { level: 2, name: 'Métier' });
  return view;
}

/** Steps 1–4 of a plumber in Douala with one service at 15 000 FCFA. */
async function fillEssentials() {
  click('Plomberie');
  type(/Années d'expérience/, '8');
  await next('Présentation');
  type(/Accroche \(français\)/, 'Plombière à Douala');
  type(/Présentation \(français\)/, 'Dépannage et installation sanitaire.');
  await next('Localisation');
  fireEvent.change(screen.getByRole('combobox', { name: /Pays/ }), { target: { value: 'CM' } });
  fireEvent.change(screen.getByRole('combobox', { name: /Ville/ }), {
    target: { value: 'douala' },
  });
  await next('Services');
  type(/Intitulé \(français\)/, 'Réparation de fuite');
  type(/Prix \(FCFA\)/, '15 000');
}

describe('RegisterProviderPage (basic form)', () => {
  it('does not leave a step with errors, and shows the translated messages on the fields', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Devenir prestataire');
    click('Suivant');
    expect(
      await screen.findByText('Certains champs sont à corriger : ils sont signalés ci-dessous.'),
    ).toBeDefined();
    expect(stepHeading()).toBe('Métier');
    expect(screen.getByText(message('validation.chooseAtLeastOne'))).toBeDefined();
    expect(helperOf(textbox(/Années d'expérience/))).toBe(message('validation.invalidNumber'));
    expect(textbox(/Années d'expérience/).getAttribute('aria-invalid')).toBe('true');

    // Correcting a field clears its message; the step opens once all are right.
    type(/Années d'expérience/, '8');
    expect(textbox(/Années d'expérience/).getAttribute('aria-invalid')).toBe('false');
    click('Suivant');
    await screen.findByText(message('validation.chooseAtLeastOne'));
    expect(stepHeading()).toBe('Métier');
    click('Plomberie');
    expect(screen.getByRole('button', { name: 'Plomberie' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await next('Présentation');
    // Prefilled from the signed-in user.
    expect(textbox(/Nom affiché/).value).toBe('Awa Diop');
  });

  it('creates the provider with exactly the entered profile and service', async () => {
    await openForm();
    await fillEssentials();
    await next('Contact');
    // Prefilled from the account.
    expect(textbox('E-mail').value).toBe('awa@example.com');
    expect(textbox('Téléphone').value).toBe('+237 699 12 34 56');
    await next('Vérification');
    const review = screen.getByTestId('onboarding-review');
    expect(review.textContent).toContain('Réparation de fuite');
    expect(review.textContent).toContain('15 000 FCFA');
    expect(review.textContent).toContain('Douala, Cameroun');

    click('Créer mon profil prestataire');
    expect(await screen.findByTestId('onboarding-success')).toBeDefined();
    expect(screen.getByText('Votre profil prestataire est créé !')).toBeDefined();
    expect(saveMock).toHaveBeenCalledTimes(1);
    expect(saveMock).toHaveBeenCalledWith(
      TEST_UID,
      {
        profile: {
          displayName: 'Awa Diop',
          headline: { fr: 'Plombière à Douala' },
          about: { fr: 'Dépannage et installation sanitaire.' },
          categories: ['plumbing'],
          specialties: [],
          experienceYears: 8,
          city: 'Douala',
          country: 'CM',
          geo: { lat: 4.0511, lng: 9.7679, geohash: geohashOf({ lat: 4.0511, lng: 9.7679 }) },
          availability: closedWeek(),
          portfolio: [],
          languages: ['fr'],
          contact: { phone: '+237 699 12 34 56', email: 'awa@example.com' },
        },
        services: [
          {
            id: 's01',
            data: {
              title: { fr: 'Réparation de fuite' },
              category: 'plumbing',
              priceFCFA: 15000,
              unit: 'fixed',
              durationMinutes: 60,
              description: { fr: '' },
            },
          },
        ],
      },
      null,
    );
    expect(screen.getByRole('link', { name: 'Voir ma page publique' }).getAttribute('href')).toBe(
      `/providers/${TEST_UID}`,
    );
    expect(screen.getByRole('link', { name: 'Parcourir les services' }).getAttribute('href')).toBe(
      '/services',
    );
    // The draft is done with.
    expect(sessionStorage.getItem(draftStorageKey(TEST_UID))).toBeNull();
  });

  it('keeps everything when the save is refused, and says why', async () => {
    saveMock.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await openForm();
    await fillEssentials();
    await next('Contact');
    await next('Vérification');
    click('Créer mon profil prestataire');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Vous n'avez pas l'autorisation d'enregistrer ce profil/,
    );
    expect(stepHeading()).toBe('Vérification');
    expect(screen.getByTestId('onboarding-review').textContent).toContain('Réparation de fuite');
    expect(sessionStorage.getItem(draftStorageKey(TEST_UID))).toContain('Réparation de fuite');

    // Offline this time: another message, the same answers.
    saveMock.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    click('Créer mon profil prestataire');
    await screen.findByText(/Pas de connexion : votre profil n'a pas été envoyé/);
  });

  it('keeps the draft across a reload, at the same step', async () => {
    const { unmount } = await openForm();
    await fillEssentials();
    unmount();

    await renderPage(<RegisterProviderPage />, { path: '/register-provider' });
    await screen.findByRole('heading', { level: 2, name: 'Services' });
    expect(screen.getByText(/Nous avons repris les réponses/)).toBeDefined();
    expect(textbox(/Intitulé \(français\)/).value).toBe('Réparation de fuite');
    expect(textbox(/Prix \(FCFA\)/).value).toBe('15 000');
    click('Retour');
    expect(stepHeading()).toBe('Localisation');
    expect((screen.getByRole('combobox', { name: /Ville/ }) as HTMLInputElement).value).toBe(
      'douala',
    );

    // Starting over brings back the empty form.
    click('Recommencer');
    await waitFor(() => expect(stepHeading()).toBe('Métier'));
    expect(screen.getByRole('button', { name: 'Plomberie' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('places the provider at the device position, or says why it cannot', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>();
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    await openForm();
    await fillEssentials();
    click('Retour');
    expect(stepHeading()).toBe('Localisation');

    // Refused first: a translated explanation, and the step cannot be left without a position.
    getCurrentPosition.mockImplementationOnce((_success, failure) =>
      failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Ma position actuelle' }));
    expect(await screen.findByText(/Vous avez refusé l'accès à votre position/)).toBeDefined();
    click('Suivant');
    expect(
      await screen.findByText(/Utilisez votre position actuelle, ou choisissez/),
    ).toBeDefined();
    expect(stepHeading()).toBe('Localisation');

    // Then allowed.
    getCurrentPosition.mockImplementationOnce((success) =>
      success({ coords: { latitude: 4.0612, longitude: 9.7101 } } as GeolocationPosition),
    );
    click('Utiliser ma position actuelle');
    expect(await screen.findByText('Position retenue : 4.0612,9.7101')).toBeDefined();
    await next('Services');
    await next('Contact');
    await next('Vérification');
    click('Créer mon profil prestataire');
    await screen.findByTestId('onboarding-success');
    const [, submission] = savedCall();
    expect(submission.profile.geo).toEqual({
      lat: 4.0612,
      lng: 9.7101,
      geohash: geohashOf({ lat: 4.0612, lng: 9.7101 }),
    });
  });

  it('asks for one service only', async () => {
    await openForm();
    await fillEssentials();
    expect(screen.queryByRole('button', { name: 'Ajouter un service' })).toBeNull();
    expect(screen.getAllByTestId(/^service-/)).toHaveLength(1);
  });
});

describe('RegisterProviderPage (complete form)', () => {
  it('checks the weekly hours and offers languages by name, in English', async () => {
    await renderPage(<RegisterProviderPage />, {
      path: '/register-provider-advanced',
      language: 'en',
    });
    await screen.findByRole('heading', { level: 2, name: 'Trade' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Become a provider: complete profile',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Plumbing' }));
    type(/Years of experience/, '3');
    const go = async (to: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(stepHeading()).toBe(to));
    };
    await go('Presentation');
    type(/Headline \(French\)/, 'Plombier à Douala');
    type(/About you \(French\)/, 'Dix ans de métier.');
    await go('Location');
    fireEvent.change(screen.getByRole('combobox', { name: /Country/ }), {
      target: { value: 'CM' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: /City/ }), {
      target: { value: 'Douala' },
    });
    await go('Services');
    type(/Title \(French\)/, 'Débouchage');
    type(/Price \(FCFA\)/, '10000');
    fireEvent.click(screen.getByRole('button', { name: 'Add a service' }));
    expect(screen.getAllByTestId(/^service-/)).toHaveLength(2);
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Remove this service' })[1] as HTMLElement,
    );
    await go('Availability');

    const monday = within(screen.getByTestId('day-mon'));
    fireEvent.click(monday.getByRole('switch', { name: 'Monday' }));
    fireEvent.change(monday.getByLabelText('End (Monday)'), { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Some fields need correcting: they are highlighted below.');
    expect(stepHeading()).toBe('Availability');
    expect(helperOf(monday.getByLabelText('End (Monday)'))).toBe(
      message('validation.invalidTimeRange'),
    );
    fireEvent.change(monday.getByLabelText('End (Monday)'), { target: { value: '17:00' } });
    await go('Languages');

    // The page language is chosen; every language is named in the page language.
    expect((screen.getByRole('checkbox', { name: 'English' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('checkbox', { name: 'Wolof' })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'French' })).toBeDefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(message('validation.chooseAtLeastOne'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'French' }));
    await go('Contact');
    await go('Review');
    fireEvent.click(screen.getByRole('button', { name: 'Create my provider profile' }));
    await screen.findByText('Your provider profile is created!');
    const [, submission] = savedCall();
    expect(submission.profile.availability).toEqual({ ...closedWeek(), mon: ['08:00-17:00'] });
    expect(submission.profile.languages).toEqual(['fr']);
    expect(submission.services).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View my public page' }).getAttribute('href')).toBe(
      `/en/providers/${TEST_UID}`,
    );
  });
});

describe('RegisterProviderPage for an existing provider', () => {
  beforeEach(() => {
    saveMock.mockResolvedValue('updated');
    sourceMock.mockResolvedValue({
      accountPhone: '',
      provider: {
        data: {
          displayName: 'Jean-Paul Ekwalla',
          headline: { fr: 'Plombier agréé à Douala' },
          about: { fr: 'Douze ans de métier.' },
          categories: ['plumbing', 'electricity'],
          specialties: ['Fuites'],
          experienceYears: 12,
          city: 'Douala',
          country: 'CM',
          geo: { lat: 4.0511, lng: 9.7679, geohash: 's14' },
          priceFromFCFA: 10000,
          availability: closedWeek(),
          portfolio: [],
          languages: ['fr'],
          contact: { whatsapp: '+237677412583' },
          verified: true,
          rating: 4.8,
          reviewCount: 4,
        },
        services: [
          {
            id: 's01',
            data: {
              title: { fr: 'Réparation de fuite' },
              category: 'plumbing',
              priceFCFA: 10000,
              unit: 'fixed',
              durationMinutes: 60,
              description: { fr: '' },
            },
          },
          {
            id: 's02',
            data: {
              title: { fr: 'Tableau électrique' },
              category: 'electricity',
              priceFCFA: 0,
              unit: 'quote',
              durationMinutes: 120,
              description: { fr: '' },
            },
          },
        ],
      },
    });
  });

  it('loads the saved profile and services, and saves the changes over them', async () => {
    await openForm('/register-provider-advanced');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Modifier mon profil prestataire',
    );
    expect(screen.getByRole('button', { name: 'Plomberie' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Électricité' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(textbox(/Années d'expérience/).value).toBe('12');
    await next('Présentation');
    expect(textbox(/Nom affiché/).value).toBe('Jean-Paul Ekwalla');
    type(/Accroche \(français\)/, 'Plombier et électricien à Douala');
    await next('Localisation');
    await next('Services');
    const titles = screen.getAllByRole('textbox', { name: /Intitulé \(français\)/ });
    expect(titles.map((input) => (input as HTMLInputElement).value)).toEqual([
      'Réparation de fuite',
      'Tableau électrique',
    ]);
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Retirer ce service' })[1] as HTMLElement,
    );
    await next('Disponibilités');
    await next('Langues');
    await next('Contact');
    expect(textbox('WhatsApp').value).toBe('+237677412583');
    await next('Vérification');
    click('Enregistrer les modifications');
    await screen.findByText('Votre profil prestataire est à jour.');
    const [uid, submission, existing] = savedCall();
    expect(uid).toBe(TEST_UID);
    expect(existing).toEqual(['s01', 's02']);
    expect(submission.profile.headline).toEqual({ fr: 'Plombier et électricien à Douala' });
    expect(submission.profile.contact).toEqual({ whatsapp: '+237677412583' });
    expect(submission.services.map((service) => service.id)).toEqual(['s01']);
    expect(Object.keys(submission.profile)).not.toContain('verified');
    expect(Object.keys(submission.profile)).not.toContain('rating');
  });

  it('offers to retry when the profile cannot be loaded', async () => {
    sourceMock.mockRejectedValueOnce(new Error('unavailable'));
    await renderPage(<RegisterProviderPage />, { path: '/register-provider' });
    await screen.findByText(/Impossible de charger votre profil prestataire/);
    click('Réessayer');
    await screen.findByRole('heading', { level: 2, name: 'Métier' });
    expect(sourceMock).toHaveBeenCalledTimes(2);
  });
});
