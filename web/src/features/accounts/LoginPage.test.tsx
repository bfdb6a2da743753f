import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/http';
import { i18n } from '../../shared/i18n';
import LoginPage from './LoginPage';
import { awa, callsTo, fakeServer, renderAccountPage, type FakeServer } from './testing';

const firebase = vi.hoisted(() => {
  const user = {
    uid: 'u1',
    email: 'awa@example.com',
    displayName: 'Awa Diop',
    getIdToken: async () => 'id-token',
  };
  const sdk = {
    signInWithEmailAndPassword: vi.fn(async (..._args: unknown[]) => ({ user })),
    signInWithPopup: vi.fn(async (..._args: unknown[]) => ({ user })),
    signInWithCredential: vi.fn(async (..._args: unknown[]) => ({ user })),
    getAdditionalUserInfo: vi.fn((..._args: unknown[]) => ({ isNewUser: false, profile: {} })),
    sendPasswordResetEmail: vi.fn(async (..._args: unknown[]) => {}),
    GoogleAuthProvider: Object.assign(
      class {
        setCustomParameters = vi.fn();
      },
      { credential: (idToken: string) => ({ idToken }) },
    ),
  };
  const handle = { sdk, auth: { languageCode: null as string | null } };
  return { user, sdk, handle };
});

vi.mock('../../shared/firebase/auth', () => ({
  loadAuth: vi.fn(async () => firebase.handle),
  loadedAuth: vi.fn(() => firebase.handle),
  signOutFirebase: vi.fn(async () => {}),
}));
// Production (a real project) unless a test turns the emulators on.
const emulators = vi.hoisted(() => ({ on: false }));
vi.mock('../../shared/firebase/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../shared/firebase/config')>();
  return {
    ...actual,
    firebaseSetup: (env: ImportMetaEnv) => ({
      ...actual.firebaseSetup(env),
      useEmulators: emulators.on,
    }),
  };
});
vi.mock('../../shared/firebase/firestore', () => ({
  loadFirestore: vi.fn(() => Promise.reject(new Error('not in this test'))),
}));

const firebaseError = (code: string) => Object.assign(new Error(code), { code });
const location = () => screen.getByTestId('location').textContent;
const emailField = () => screen.getByRole('textbox', { name: /Adresse e-mail/ });
const passwordField = () => screen.getByLabelText(/^Mot de passe/, { selector: 'input' });

function signIn(email = 'awa@example.com', password = 'secret12') {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.change(passwordField(), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

let server: FakeServer;

beforeEach(() => {
  queryClient.clear();
  server = fakeServer({ user: null });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const mock of Object.values(firebase.sdk)) if (vi.isMockFunction(mock)) mock.mockClear();
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('fr');
});

describe('LoginPage', () => {
  it('renders one h1 and links to registration, keeping next', async () => {
    renderAccountPage(<LoginPage />, '/auth', '/auth?next=%2Fprofile');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connexion');
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe(
      '/register?next=%2Fprofile',
    );
  });

  it('shows the translated validation messages and calls nothing', async () => {
    renderAccountPage(<LoginPage />, '/auth', '/auth');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2);
    fireEvent.change(emailField(), { target: { value: 'awa@' } });
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeDefined();
    expect(firebase.sdk.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('signs in, opens the session, then goes to next', async () => {
    renderAccountPage(<LoginPage />, '/auth', '/auth?next=%2Fmy-bookings%3Ftab%3Dpast');
    signIn(' awa@example.com ');
    await waitFor(() => expect(location()).toBe('/my-bookings?tab=past'));
    // No user remembered before: the app asked who is signed in only after the sign-in.
    expect(callsTo(server, 'GET', '/api/auth/user')).toHaveLength(1);
    expect(firebase.sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
      firebase.handle.auth,
      'awa@example.com',
      'secret12',
    );
    const [session] = callsTo(server, 'POST', '/api/auth/session');
    expect(session?.init?.body).toBe('{"idToken":"id-token"}');
    expect(session?.init?.credentials).toBe('include');
  });

  it.each([
    ['/auth?next=%2F%2Fevil.com', '/'],
    ['/auth?next=https%3A%2F%2Fevil.com', '/'],
    ['/auth?next=%2F%5Cevil.com', '/'],
    ['/en/auth?next=%2F%2Fevil.com', '/en'],
    ['/en/auth', '/en'],
  ])('from %s goes home in the page language (%s), never off site', async (path, home) => {
    renderAccountPage(<LoginPage />, '/auth', path);
    if (path.startsWith('/en')) await i18n.changeLanguage('en');
    fireEvent.change(screen.getByRole('textbox', { name: /mail/ }), {
      target: { value: 'awa@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^(Mot de passe|Password)/, { selector: 'input' }), {
      target: { value: 'secret12' },
    });
    fireEvent.click(screen.getByRole('button', { name: /^(Se connecter|Sign in)$/ }));
    await waitFor(() => expect(location()).toBe(home));
  });

  it('sends an already signed-in user straight on to next', async () => {
    server.user = awa;
    renderAccountPage(<LoginPage />, '/auth', '/auth?next=%2Fsettings');
    await waitFor(() => expect(location()).toBe('/settings'));
  });

  it.each(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential'])(
    'answers %s with one neutral message',
    async (code) => {
      firebase.sdk.signInWithEmailAndPassword.mockRejectedValueOnce(firebaseError(code));
      renderAccountPage(<LoginPage />, '/auth', '/auth');
      signIn();
      expect(await screen.findByText('E-mail ou mot de passe incorrect')).toBeDefined();
      expect(callsTo(server, 'POST', '/api/auth/session')).toHaveLength(0);
    },
  );

  it('translates rate limiting and network failures, in English too', async () => {
    await i18n.changeLanguage('en');
    firebase.sdk.signInWithEmailAndPassword
      .mockRejectedValueOnce(firebaseError('auth/too-many-requests'))
      .mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    renderAccountPage(<LoginPage />, '/auth', '/en/auth');
    const submit = () => {
      fireEvent.change(screen.getByRole('textbox', { name: /Email address/ }), {
        target: { value: 'awa@example.com' },
      });
      fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
        target: { value: 'secret12' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    };
    submit();
    expect(
      await screen.findByText('Too many attempts. Wait a few minutes before trying again.'),
    ).toBeDefined();
    submit();
    expect(
      await screen.findByText('Cannot connect. Check your Internet connection and try again.'),
    ).toBeDefined();
  });

  it('stays on the page with a message when the session cannot be opened', async () => {
    server.session = () => new Response('{"error":{"code":"stale_sign_in"}}', { status: 401 });
    renderAccountPage(<LoginPage />, '/auth', '/auth');
    signIn();
    expect(await screen.findByText(/la session n'a pas pu être ouverte/)).toBeDefined();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('continues with Google through a popup, then the session', async () => {
    renderAccountPage(<LoginPage />, '/auth', '/auth?next=%2Fprofile');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer avec Google' }));
    // Within the click itself: a popup opened after an await may be blocked.
    expect(firebase.sdk.signInWithPopup).toHaveBeenCalledOnce();
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(firebase.sdk.signInWithPopup).toHaveBeenCalledOnce();
    expect(firebase.handle.auth.languageCode).toBe('fr');
    expect(callsTo(server, 'POST', '/api/auth/session')).toHaveLength(1);
  });

  it('under the emulators, signs in with the chosen Google account, without a popup', async () => {
    emulators.on = true;
    renderAccountPage(<LoginPage />, '/auth', '/auth?next=%2Fprofile');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer avec Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compte Google (émulateur)' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(dialog.textContent).toContain('Ce champ est obligatoire');
    fireEvent.change(screen.getAllByRole('textbox', { name: /Adresse e-mail/ }).at(-1) as Element, {
      target: { value: 'kofi@example.com' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Prénom/ }), {
      target: { value: 'Kofi' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Nom/ }), {
      target: { value: 'Mensah' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(firebase.sdk.signInWithPopup).not.toHaveBeenCalled();
    const [, credential] = firebase.sdk.signInWithCredential.mock.calls[0] ?? [];
    expect(JSON.parse((credential as { idToken: string }).idToken)).toMatchObject({
      email: 'kofi@example.com',
      email_verified: true,
      given_name: 'Kofi',
      family_name: 'Mensah',
    });
    expect(callsTo(server, 'POST', '/api/auth/session')).toHaveLength(1);
    emulators.on = false;
  });

  it('explains a blocked Google popup', async () => {
    firebase.sdk.signInWithPopup.mockRejectedValueOnce(firebaseError('auth/popup-blocked'));
    renderAccountPage(<LoginPage />, '/auth', '/auth');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer avec Google' }));
    expect(await screen.findByText(/a bloqué la fenêtre de connexion Google/)).toBeDefined();
  });

  it('sends a reset link with the same neutral confirmation whether or not the account exists', async () => {
    firebase.sdk.sendPasswordResetEmail.mockRejectedValueOnce(firebaseError('auth/user-not-found'));
    renderAccountPage(<LoginPage />, '/auth', '/auth');
    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mot de passe oublié');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(screen.getByText('Ce champ est obligatoire')).toBeDefined();
    fireEvent.change(emailField(), { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toMatch(/^Si un compte existe pour cette adresse/);
    expect(firebase.sdk.sendPasswordResetEmail).toHaveBeenCalledWith(
      firebase.handle.auth,
      'nobody@example.com',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retour à la connexion' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connexion');
  });
});
