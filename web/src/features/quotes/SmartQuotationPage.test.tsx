import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'firebase/auth';
import { HttpError } from '../../shared/api/http';
import { currentFirebaseUser } from '../../shared/auth/emailVerification';
import { useActiveCategories } from '../../shared/catalog/categories';
import { i18n } from '../../shared/i18n';
import { createQuote, useProviderName, useProviderServices } from './api';
import { loadStoredDraft, newDraft, saveStoredDraft, type QuoteDraft } from './draft';
import SmartQuotationPage from './SmartQuotationPage';
import {
  CATEGORIES,
  currentPath,
  liveSuccess,
  renderPage,
  signedIn,
  signedOut,
  TEST_UID,
} from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  createQuote: vi.fn(),
  useProviderName: vi.fn(),
  useProviderServices: vi.fn(),
}));
vi.mock('../../shared/catalog/categories', () => ({ useActiveCategories: vi.fn() }));
vi.mock('../../shared/auth/emailVerification', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/auth/emailVerification')>()),
  currentFirebaseUser: vi.fn(),
}));

const createMock = vi.mocked(createQuote);
const NEW_ID = 'QUOTEAAAAAAAAAAAAAA1';

beforeEach(() => {
  createMock.mockReset().mockResolvedValue(NEW_ID);
  vi.mocked(useActiveCategories).mockReturnValue(liveSuccess(CATEGORIES));
  vi.mocked(useProviderName).mockReturnValue(liveSuccess([]));
  vi.mocked(useProviderServices).mockReturnValue(liveSuccess([]));
  vi.mocked(currentFirebaseUser).mockReset().mockResolvedValue(null);
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('fr');
});

/** A draft ready to send: a plumbing job in Douala. */
function completeDraft(overrides: Partial<QuoteDraft> = {}): QuoteDraft {
  return {
    ...newDraft(null),
    category: 'plumbing',
    description: 'Fuite sous l’évier de la cuisine',
    urgency: 'high',
    budget: '50 000',
    city: 'Douala',
    address: 'Akwa, rue 12',
    contactMethod: 'whatsapp',
    ...overrides,
  };
}

const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const next = async (label: string, to: string) => {
  click(label);
  await waitFor(() => expect(stepHeading()).toBe(to));
};

/** Fills every step in French up to the review. */
async function fillInFrench() {
  fireEvent.click(screen.getByRole('radio', { name: 'Plomberie' }));
  await next('Suivant', 'Votre besoin');
  type(screen.getByRole('textbox', { name: /Description du besoin/ }), 'Fuite sous l’évier');
  fireEvent.click(screen.getByRole('radio', { name: 'Élevée : dès que possible' }));
  type(screen.getByRole('textbox', { name: /Budget estimé/ }), '50 000');
  await next('Suivant', 'Lieu et date');
  type(screen.getByRole('combobox', { name: 'Ville' }), 'Douala');
  type(screen.getByRole('textbox', { name: /Adresse ou quartier/ }), 'Akwa, rue 12');
  await next('Suivant', 'Contact');
  fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
  await next('Suivant', 'Photos');
  await next('Suivant', 'Vérification');
}

describe('SmartQuotationPage: the steps', () => {
  it('checks each step with the domain schema, in French', async () => {
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demander un devis');
    click('Suivant');
    expect(await screen.findByText('Ce champ est obligatoire')).toBeDefined();
    expect(stepHeading()).toBe('Service');

    fireEvent.click(screen.getByRole('radio', { name: 'Plomberie' }));
    await next('Suivant', 'Votre besoin');
    const description = screen.getByRole('textbox', { name: /Description du besoin/ });
    type(description, 'Fuite');
    type(screen.getByRole('textbox', { name: /Budget estimé/ }), '12,5');
    click('Suivant');
    await waitFor(() => expect(helperOf(description)).toBe('Au moins 10 caractères'));
    expect(screen.getByText('Ce champ est obligatoire')).toBeDefined();
    expect(helperOf(screen.getByRole('textbox', { name: /Budget estimé/ }))).toBe(
      'Saisissez un montant entier positif en FCFA',
    );
    expect(stepHeading()).toBe('Votre besoin');

    type(description, 'Fuite sous l’évier');
    fireEvent.click(screen.getByRole('radio', { name: 'Moyenne : dans la semaine' }));
    type(screen.getByRole('textbox', { name: /Budget estimé/ }), '');
    await next('Suivant', 'Lieu et date');
    type(screen.getByLabelText('Date souhaitée (facultatif)'), '2020-01-01');
    click('Suivant');
    expect(await screen.findByText('Cette date est déjà passée')).toBeDefined();
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2);
  });

  it('shows the same messages in English', async () => {
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation', language: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request a quote');
    fireEvent.click(screen.getByRole('radio', { name: 'Plumbing' }));
    await next('Next', 'Your need');
    const description = screen.getByRole('textbox', { name: /Description of the job/ });
    type(description, 'Leak');
    type(screen.getByRole('textbox', { name: /Estimated budget/ }), '-3');
    click('Next');
    await waitFor(() => expect(helperOf(description)).toBe('At least 10 characters'));
    expect(screen.getByText('This field is required')).toBeDefined();
    expect(screen.getByText('Enter a positive whole amount in FCFA')).toBeDefined();
  });

  it('offers the urgencies and contact methods of the spec', async () => {
    saveStoredDraft({ draft: completeDraft(), step: 'details' });
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation', language: 'en' });
    for (const name of [
      'Low: flexible timing',
      'Medium: within the week',
      'High: as soon as possible',
    ]) {
      expect(screen.getByRole('radio', { name })).toBeDefined();
    }
    await next('Next', 'Place and date');
    await next('Next', 'Contact');
    for (const name of ['Phone call', 'Email', 'WhatsApp']) {
      expect(screen.getByRole('radio', { name })).toBeDefined();
    }
  });
});

describe('SmartQuotationPage: the draft', () => {
  it('survives a remount (a reload), at the same step', async () => {
    const view = await renderPage(<SmartQuotationPage />, { path: '/smart-quotation' });
    fireEvent.click(screen.getByRole('radio', { name: 'Plomberie' }));
    await next('Suivant', 'Votre besoin');
    type(screen.getByRole('textbox', { name: /Description du besoin/ }), 'Fuite sous l’évier');
    const { requestId } = loadStoredDraft(null)?.draft ?? newDraft(null);
    view.unmount();

    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation' });
    expect(
      screen.getByText('Nous avons retrouvé la demande que vous aviez commencée.'),
    ).toBeDefined();
    expect(stepHeading()).toBe('Votre besoin');
    expect(
      (screen.getByRole('textbox', { name: /Description du besoin/ }) as HTMLInputElement).value,
    ).toBe('Fuite sous l’évier');
    expect(loadStoredDraft(null)?.draft.requestId).toBe(requestId);
  });

  it('starts over with a new request id when asked', async () => {
    const stored = completeDraft();
    saveStoredDraft({ draft: stored, step: 'review' });
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation' });
    click('Recommencer');
    await waitFor(() => expect(stepHeading()).toBe('Service'));
    const fresh = loadStoredDraft(null)?.draft;
    expect(fresh?.category).toBe('');
    expect(fresh?.requestId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(fresh?.requestId).not.toBe(stored.requestId);
  });
});

describe('SmartQuotationPage: sending', () => {
  it('sends the draft once and opens the new request', async () => {
    const draft = completeDraft();
    saveStoredDraft({ draft, step: 'review' });
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation' });
    const review = screen.getByTestId('quote-review');
    expect(within(review).getByText('Akwa, rue 12, Douala')).toBeDefined();
    expect(within(review).getByText('50 000 FCFA')).toBeDefined();
    const send = screen.getByRole('button', { name: 'Envoyer ma demande' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(currentPath()).toBe(`/quotation-details/${NEW_ID}`));
    expect(createMock).toHaveBeenCalledTimes(1);
    expect(createMock.mock.calls[0]?.[0]).toMatchObject({
      requestId: draft.requestId,
      category: 'plumbing',
      budgetFCFA: 50_000,
      urgency: 'high',
      location: { city: 'Douala', address: 'Akwa, rue 12' },
      contactMethod: 'whatsapp',
    });
    expect(loadStoredDraft(null)).toBeNull();
  });

  it('retries with the same request id after a failure, keeping everything', async () => {
    createMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const draft = completeDraft();
    saveStoredDraft({ draft, step: 'review' });
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation' });
    click('Envoyer ma demande');
    expect(
      await screen.findByText(
        'Connexion impossible. Vérifiez votre réseau puis réessayez : rien n’est perdu.'.replace(
          '’',
          "'",
        ),
      ),
    ).toBeDefined();
    expect(loadStoredDraft(null)?.draft).toEqual(draft);
    click('Envoyer ma demande');
    await waitFor(() => expect(currentPath()).toBe(`/quotation-details/${NEW_ID}`));
    expect(createMock.mock.calls.map(([input]) => input.requestId)).toEqual([
      draft.requestId,
      draft.requestId,
    ]);
  });

  it('translates the error codes of the api', async () => {
    createMock.mockRejectedValueOnce(
      new HttpError(
        400,
        JSON.stringify({ error: { code: 'no_matching_providers', message: 'x' } }),
      ),
    );
    saveStoredDraft({ draft: completeDraft(), step: 'review' });
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation', language: 'en' });
    click('Send my request');
    expect(
      await screen.findByText(
        'No provider of this service is available near this city yet. Try a nearby city or another service.',
      ),
    ).toBeDefined();
  });

  it('points an unverified account to the email verification', async () => {
    createMock.mockRejectedValueOnce(
      new HttpError(403, JSON.stringify({ error: { code: 'email_not_verified', message: 'x' } })),
    );
    vi.mocked(currentFirebaseUser).mockResolvedValue({
      uid: TEST_UID,
      email: 'awa@example.com',
      emailVerified: false,
      reload: async () => {},
      getIdTokenResult: async () => ({ claims: { email_verified: false } }),
    } as unknown as User);
    saveStoredDraft({ draft: completeDraft(), step: 'review' });
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation' });
    click('Envoyer ma demande');
    expect(await screen.findByText(/Confirmez d'abord votre adresse e-mail/)).toBeDefined();
    expect(await screen.findByTestId('email-verification')).toBeDefined();
    expect(loadStoredDraft(null)).not.toBeNull();
  });
});

describe('SmartQuotationPage: signed out', () => {
  it('lets a visitor fill it in, sends them to sign in, and brings them back to send it', async () => {
    const view = await renderPage(<SmartQuotationPage />, {
      path: '/smart-quotation',
      auth: signedOut,
    });
    await fillInFrench();
    expect(screen.getByText(/Connectez-vous pour envoyer votre demande/)).toBeDefined();
    click('Me connecter pour envoyer');
    await waitFor(() => expect(currentPath()).toBe('/auth?next=%2Fsmart-quotation'));
    expect(createMock).not.toHaveBeenCalled();
    const stored = loadStoredDraft(null);
    expect(stored?.step).toBe('review');
    view.unmount();

    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation', auth: signedIn });
    expect(stepHeading()).toBe('Vérification');
    expect(
      within(screen.getByTestId('quote-review')).getByText('Fuite sous l’évier'),
    ).toBeDefined();
    click('Envoyer ma demande');
    await waitFor(() => expect(currentPath()).toBe(`/quotation-details/${NEW_ID}`));
    expect(createMock.mock.calls[0]?.[0]).toMatchObject({
      requestId: stored?.draft.requestId,
      description: 'Fuite sous l’évier',
      location: { city: 'Douala', address: 'Akwa, rue 12' },
    });
  });

  it('keeps English on the way to sign in and after sending', async () => {
    saveStoredDraft({ draft: completeDraft(), step: 'review' });
    const view = await renderPage(<SmartQuotationPage />, {
      path: '/smart-quotation',
      language: 'en',
      auth: signedOut,
    });
    click('Sign in to send');
    await waitFor(() => expect(currentPath()).toBe('/en/auth?next=%2Fen%2Fsmart-quotation'));
    view.unmount();
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation', language: 'en' });
    click('Send my request');
    await waitFor(() => expect(currentPath()).toBe(`/en/quotation-details/${NEW_ID}`));
  });

  it('asks a visitor to sign in before adding photos', async () => {
    saveStoredDraft({ draft: completeDraft(), step: 'photos' });
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation', auth: signedOut });
    expect(screen.getByText(/Connectez-vous pour ajouter des photos/)).toBeDefined();
    expect(screen.queryByTestId('quote-photo-input')).toBeNull();
  });
});

describe('SmartQuotationPage: photos', () => {
  const photo = (name: string, type: string, size = 1000) => {
    const made = new File(['x'], name, { type });
    Object.defineProperty(made, 'size', { value: size });
    return made;
  };
  const choose = (files: File[]) =>
    act(() => {
      fireEvent.change(screen.getByTestId('quote-photo-input'), { target: { files } });
    });

  it('checks type, size and count before uploading', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    saveStoredDraft({ draft: completeDraft(), step: 'photos' });
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation' });
    await choose([photo('plan.gif', 'image/gif')]);
    expect(
      screen.getByText('Type de fichier non valide : choisissez des images JPEG, PNG ou WebP.'),
    ).toBeDefined();
    await choose([photo('evier.jpg', 'image/jpeg', 6 * 1024 * 1024)]);
    expect(
      screen.getByText('Fichier trop volumineux : chaque photo doit faire 5 Mo au plus.'),
    ).toBeDefined();
    await choose(Array.from({ length: 6 }, (_, index) => photo(`${index}.jpg`, 'image/jpeg')));
    expect(
      screen.getByText('Nombre maximum de fichiers dépassé : 5 photos au plus.'),
    ).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads each photo and keeps its id in the draft', async () => {
    const ids = ['PHOTOAAAAAAAAAAAAAA1', 'PHOTOAAAAAAAAAAAAAA2'];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ photoId: ids.shift() }))),
    );
    saveStoredDraft({ draft: completeDraft(), step: 'photos' });
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation', language: 'en' });
    await choose([photo('sink.jpg', 'image/jpeg'), photo('pipe.png', 'image/png')]);
    await waitFor(() => expect(screen.getByText('2 photos of 5')).toBeDefined());
    expect(loadStoredDraft(null)?.draft.photos).toEqual([
      { id: 'PHOTOAAAAAAAAAAAAAA1', name: 'sink.jpg' },
      { id: 'PHOTOAAAAAAAAAAAAAA2', name: 'pipe.png' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove sink.jpg' }));
    expect(loadStoredDraft(null)?.draft.photos).toEqual([
      { id: 'PHOTOAAAAAAAAAAAAAA2', name: 'pipe.png' },
    ]);
  });

  it('shows the server’s refusal, translated', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'invalid_file_type' } }), { status: 415 }),
      ),
    );
    saveStoredDraft({ draft: completeDraft(), step: 'photos' });
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation', language: 'en' });
    await choose([photo('fake.jpg', 'image/jpeg')]);
    expect(
      await screen.findByText('Invalid file type: choose JPEG, PNG or WebP images.'),
    ).toBeDefined();
    expect(loadStoredDraft(null)?.draft.photos).toEqual([]);
  });
});

describe('SmartQuotationPage: aimed at a provider', () => {
  it("offers the provider's services and another need", async () => {
    vi.mocked(useProviderName).mockReturnValue(liveSuccess(['Plomberie Moussa']));
    vi.mocked(useProviderServices).mockReturnValue(
      liveSuccess([{ id: 's01', title: { fr: 'Réparation de fuite' }, category: 'plumbing' }]),
    );
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation?provider=p1' });
    expect(vi.mocked(useProviderServices)).toHaveBeenCalledWith('p1');
    expect(screen.getByText('Votre demande sera envoyée à Plomberie Moussa.')).toBeDefined();
    click('Suivant');
    expect(await screen.findByText('Ce champ est obligatoire')).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Autre besoin' }));
    expect(screen.getByRole('radio', { name: 'Électricité' })).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: 'Réparation de fuite (Plomberie)' }));
    await next('Suivant', 'Votre besoin');
    expect(loadStoredDraft('p1')?.draft).toMatchObject({
      providerId: 'p1',
      service: 's01',
      category: 'plumbing',
    });
  });

  it('says so when the provider does not exist', async () => {
    await renderPage(<SmartQuotationPage />, { path: '/smart-quotation?provider=nobody' });
    expect(screen.getByText(/Ce prestataire est introuvable/)).toBeDefined();
  });
});
