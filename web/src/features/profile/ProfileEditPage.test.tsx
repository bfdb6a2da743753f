import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMON_NS, i18n } from '../../shared/i18n';
import { createAccount, saveProfile, useUserDocument } from './api';
import { MAX_AVATAR_BYTES } from './avatar';
import ProfileEditPage from './ProfileEditPage';
import { accountOf, currentPath, inApp, liveSuccess, renderPage, TEST_UID } from './testing';

vi.mock('./api', () => ({
  useUserDocument: vi.fn(),
  saveProfile: vi.fn(),
  createAccount: vi.fn(),
}));
const createMock = vi.mocked(createAccount);
const userDocumentMock = vi.mocked(useUserDocument);
const saveMock = vi.mocked(saveProfile);
const fetchMock = vi.fn<typeof fetch>();

const account = accountOf({
  address: 'Rue 10, Médina',
  dateOfBirth: '1990-05-12',
  gender: 'female',
  bio: 'Couturière',
  website: 'https://awa.example',
});

beforeEach(() => {
  userDocumentMock.mockReset().mockReturnValue(liveSuccess(account));
  saveMock.mockReset().mockResolvedValue(undefined);
  createMock.mockReset().mockResolvedValue(undefined);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('fr');
});

/** A validation message as the common texts give it (or their documented fallback). */
const message = (key: string, values?: Record<string, unknown>) =>
  i18n.t(key, { ns: COMMON_NS, ...values });

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const select = (name: string | RegExp) =>
  screen.getByRole('combobox', { name }) as HTMLSelectElement;
const type = (name: string | RegExp, value: string) =>
  fireEvent.change(textbox(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('ProfileEditPage form', () => {
  it('opens with the saved values of every field, in French', async () => {
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Modifier mon profil');
    expect((textbox(/Prénom/) as HTMLInputElement).value).toBe('Awa');
    expect((textbox(/^Nom/) as HTMLInputElement).value).toBe('Diop');
    expect((textbox('Téléphone') as HTMLInputElement).value).toBe('+221 77 123 45 67');
    expect((textbox('Adresse') as HTMLInputElement).value).toBe('Rue 10, Médina');
    expect((textbox('Ville') as HTMLInputElement).value).toBe('Dakar');
    expect(select('Pays').value).toBe('SN');
    expect((screen.getByLabelText('Date de naissance') as HTMLInputElement).value).toBe(
      '1990-05-12',
    );
    expect(select('Genre').value).toBe('female');
    expect((textbox('Biographie') as HTMLTextAreaElement).value).toBe('Couturière');
    expect((textbox('Site web') as HTMLInputElement).value).toBe('https://awa.example');
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'X (Twitter)']) {
      expect((textbox(network) as HTMLInputElement).value).toBe('');
    }
  });

  it('offers the 12 countries and the genders by name', async () => {
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    const countries = within(select('Pays')).getAllByRole('option');
    expect(countries).toHaveLength(13);
    expect(countries[0]?.textContent).toBe('Choisir un pays');
    expect(countries.map((option) => option.textContent)).toContain("Côte d'Ivoire");
    expect(
      within(select('Genre'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Non précisé', 'Femme', 'Homme', 'Autre', 'Préfère ne pas préciser']);
  });

  it('is in English on English pages', async () => {
    await renderPage(<ProfileEditPage />, { path: '/profile/edit', language: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit my profile');
    expect(textbox(/First name/)).toBeDefined();
    expect(select('Country').selectedOptions[0]?.textContent).toBe('Senegal');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/en/profile');
  });

  it('saves exactly the profile fields, then returns to the profile', async () => {
    const authUpdated = vi.fn();
    window.addEventListener('auth:updated', authUpdated);
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    type(/Prénom/, '  Aïssatou ');
    type('Biographie', 'Couturière à Dakar');
    fireEvent.change(select('Pays'), { target: { value: 'CI' } });
    fireEvent.change(select('Genre'), { target: { value: 'unspecified' } });
    type('Instagram', 'instagram.com/aissatou');
    save();
    await waitFor(() => expect(currentPath()).toBe('/profile'));
    expect(saveMock).toHaveBeenCalledTimes(1);
    expect(saveMock).toHaveBeenCalledWith(TEST_UID, {
      firstName: 'Aïssatou',
      lastName: 'Diop',
      phone: '+221 77 123 45 67',
      address: 'Rue 10, Médina',
      city: 'Dakar',
      country: 'CI',
      dateOfBirth: '1990-05-12',
      gender: 'unspecified',
      bio: 'Couturière à Dakar',
      website: 'https://awa.example',
      socialMedia: {
        facebook: '',
        instagram: 'https://instagram.com/aissatou',
        linkedin: '',
        x: '',
      },
    });
    expect(authUpdated).toHaveBeenCalledTimes(1);
    window.removeEventListener('auth:updated', authUpdated);
  });

  it("shows each invalid field's translated message and saves nothing", async () => {
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    type(/Prénom/, ' ');
    type('Téléphone', '12');
    type('Site web', 'https://pas une adresse');
    type('Biographie', 'x'.repeat(501));
    save();
    await screen.findByText('Certains champs sont à corriger : ils sont signalés ci-dessous.');
    expect(saveMock).not.toHaveBeenCalled();
    expect(helperOf(textbox(/Prénom/))).toBe(message('validation.required'));
    expect(helperOf(textbox('Téléphone'))).toBe(message('validation.invalidPhone'));
    expect(helperOf(textbox('Site web'))).toBe(message('validation.invalidUrl'));
    expect(helperOf(textbox('Biographie'))).toBe(message('validation.tooLong', { max: 500 }));
    expect(textbox(/Prénom/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox(/Prénom/));
    expect(currentPath()).toBe('/profile/edit');

    // Correcting a field clears its message.
    type(/Prénom/, 'Awa');
    expect(textbox(/Prénom/).getAttribute('aria-invalid')).toBe('false');
    expect(helperOf(textbox('Téléphone'))).toBe(message('validation.invalidPhone'));
  });

  it('uses the common validation texts in English too', async () => {
    await renderPage(<ProfileEditPage />, { path: '/profile/edit', language: 'en' });
    type(/Last name/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Some fields need correcting: they are highlighted below.');
    expect(helperOf(textbox(/Last name/))).toBe(message('validation.required'));
    expect(message('validation.required')).not.toBe('');
  });

  it('keeps everything typed when the save fails, and says so', async () => {
    saveMock.mockRejectedValue(new Error('unavailable'));
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    type('Ville', 'Thiès');
    type('Biographie', 'Nouvelle biographie');
    save();
    expect(await screen.findByText(/Impossible d'enregistrer votre profil/)).toBeDefined();
    expect((textbox('Ville') as HTMLInputElement).value).toBe('Thiès');
    expect((textbox('Biographie') as HTMLInputElement).value).toBe('Nouvelle biographie');
    expect(currentPath()).toBe('/profile/edit');
    expect(screen.getByRole('button', { name: 'Enregistrer' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('does not overwrite what is being typed when the live document changes', async () => {
    const { rerender } = await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    type('Ville', 'Thiès');
    userDocumentMock.mockReturnValue(liveSuccess({ ...account, city: 'Saint-Louis' }));
    rerender(inApp(<ProfileEditPage />, { path: '/profile/edit' }));
    expect((textbox('Ville') as HTMLInputElement).value).toBe('Thiès');
  });
});

describe('ProfileEditPage for an account to complete', () => {
  it('starts from the session names and creates the account documents', async () => {
    userDocumentMock.mockReturnValue(liveSuccess(null));
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    expect((textbox(/Prénom/) as HTMLInputElement).value).toBe('Awa');
    expect((textbox('Ville') as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('Changer la photo')).toBeNull();
    expect(screen.getByText(/Vous pourrez ajouter une photo/)).toBeDefined();
    type('Ville', 'Dakar');
    save();
    await waitFor(() => expect(currentPath()).toBe('/profile'));
    expect(saveMock).not.toHaveBeenCalled();
    expect(createMock).toHaveBeenCalledWith(TEST_UID, 'awa@example.com', {
      firstName: 'Awa',
      lastName: 'Diop',
      phone: '',
      address: '',
      city: 'Dakar',
      country: '',
      dateOfBirth: '',
      gender: '',
      bio: '',
      website: '',
      socialMedia: { facebook: '', instagram: '', linkedin: '', x: '' },
    });
  });
});

describe('ProfileEditPage avatar', () => {
  const photoInput = () => screen.getByLabelText('Changer la photo') as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(photoInput(), { target: { files: [file] } });
  const png = (size = 1000) => new File([new Uint8Array(size)], 'moi.png', { type: 'image/png' });
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('accepts only JPEG, PNG and WebP images', async () => {
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    expect(photoInput().getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(photoInput().type).toBe('file');
  });

  it('refuses a file over 2 MB before sending it', async () => {
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    choose(png(MAX_AVATAR_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      'Fichier trop volumineux : la photo ne doit pas dépasser 2 Mo.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file of another type before sending it', async () => {
    await renderPage(<ProfileEditPage />, { path: '/profile/edit', language: 'en' });
    fireEvent.change(screen.getByLabelText('Change photo'), {
      target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Invalid file type: choose a JPEG, PNG or WebP image.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads, shows progress, then the new photo, and tells the header', async () => {
    const authUpdated = vi.fn();
    window.addEventListener('auth:updated', authUpdated);
    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    const file = png();
    choose(file);

    expect(await screen.findByText('Envoi de la photo…')).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Envoi de la photo…' })).toBeDefined();
    expect(photoInput().disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/profile/avatar');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((init?.body as FormData).get('avatar')).toBe(file);

    await act(async () =>
      respond(answer(200, { profileImageUrl: '/api/profile/avatar/user-1?v=9' })),
    );
    expect(await screen.findByText('Votre photo de profil a été mise à jour.')).toBeDefined();
    expect(
      screen.getByRole('img', { name: /Photo de profil de Awa Diop/ }).getAttribute('src'),
    ).toBe('/api/profile/avatar/user-1?v=9');
    expect(authUpdated).toHaveBeenCalledTimes(1);
    expect(photoInput().disabled).toBe(false);
    window.removeEventListener('auth:updated', authUpdated);
  });

  it.each([
    [413, 'file_too_large', 'Fichier trop volumineux : la photo ne doit pas dépasser 2 Mo.'],
    [
      415,
      'invalid_file_type',
      'Type de fichier non valide : choisissez une image JPEG, PNG ou WebP.',
    ],
    [400, 'too_many_files', 'Nombre maximum de fichiers dépassé : choisissez une seule photo.'],
    [401, 'unauthenticated', 'Votre session a expiré. Reconnectez-vous puis réessayez.'],
    [500, 'internal', "Une erreur est survenue pendant l'envoi de la photo. Réessayez."],
  ])("shows the server's %i %s as a translated message", async (status, code, text) => {
    const authUpdated = vi.fn();
    window.addEventListener('auth:updated', authUpdated);
    fetchMock.mockResolvedValue(answer(status, { error: { code, message: 'English detail' } }));
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    choose(png());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(authUpdated).not.toHaveBeenCalled();
    window.removeEventListener('auth:updated', authUpdated);
  });

  it('offers to remove a photo only when there is one', async () => {
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    expect(screen.queryByRole('button', { name: 'Retirer la photo' })).toBeNull();
  });

  it('removes the photo after a confirmation, and tells the header', async () => {
    const authUpdated = vi.fn();
    window.addEventListener('auth:updated', authUpdated);
    const photo = '/api/profile/avatar/user-1/0123456789abcdef0123';
    userDocumentMock.mockReturnValue(liveSuccess({ ...account, profileImageUrl: photo }));
    fetchMock.mockResolvedValue(answer(200, { profileImageUrl: null }));
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    expect(screen.getByRole('img', { name: /Photo de profil/ }).getAttribute('src')).toBe(photo);

    fireEvent.click(screen.getByRole('button', { name: 'Retirer la photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer votre photo de profil ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Retirer la photo' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('Votre photo de profil a été retirée.')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/profile/avatar', {
      method: 'DELETE',
      credentials: 'include',
    });
    expect(screen.getByTestId('profile-avatar').textContent).toBe('A');
    expect(screen.queryByRole('button', { name: 'Retirer la photo' })).toBeNull();
    expect(authUpdated).toHaveBeenCalledTimes(1);
    window.removeEventListener('auth:updated', authUpdated);
  });

  it('says so in English when the photo cannot be removed', async () => {
    userDocumentMock.mockReturnValue(
      liveSuccess({
        ...account,
        profileImageUrl: '/api/profile/avatar/user-1/0123456789abcdef0123',
      }),
    );
    fetchMock.mockResolvedValue(answer(500, { error: { code: 'internal', message: 'x' } }));
    await renderPage(<ProfileEditPage />, { path: '/profile/edit', language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your profile photo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The photo could not be removed right now. Try again.',
    );
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeDefined();
  });

  it('keeps the form as typed while a photo is uploaded', async () => {
    fetchMock.mockResolvedValue(answer(200, { profileImageUrl: '/api/profile/avatar/user-1?v=2' }));
    await renderPage(<ProfileEditPage />, { path: '/profile/edit' });
    type('Ville', 'Thiès');
    choose(png());
    await screen.findByText('Votre photo de profil a été mise à jour.');
    expect((textbox('Ville') as HTMLInputElement).value).toBe('Thiès');
    expect(saveMock).not.toHaveBeenCalled();
  });
});
