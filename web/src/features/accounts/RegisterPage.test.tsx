import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newUserDocument } from '@marketplace/domain';
import { queryClient } from '../../shared/api/http';
import { i18n } from '../../shared/i18n';
import RegisterPage from './RegisterPage';
import { callsTo, fakeServer, renderAccountPage, type FakeServer } from './testing';

const fake = vi.hoisted(() => {
  /** What happened, in order: Firebase calls, Firestore commits, session posts. */
  const log: string[] = [];
  const user = {
    uid: 'u1',
    // Firebase stores the email lower-cased; the documents must use that one.
    email: 'awa@example.com',
    displayName: null as string | null,
    getIdToken: async () => 'id-token',
  };
  const sdk = {
    createUserWithEmailAndPassword: vi.fn(async (..._args: unknown[]) => {
      log.push('createUser');
      return { user };
    }),
    signInWithEmailAndPassword: vi.fn(async (..._args: unknown[]) => {
      log.push('signIn');
      return { user };
    }),
    updateProfile: vi.fn(async (_user: unknown, profile: { displayName: string }) => {
      log.push('updateProfile');
      user.displayName = profile.displayName;
    }),
  };
  const handle = { sdk, auth: { languageCode: null as string | null } };

  /** A Firestore double that applies the rules' "users/{uid} is only ever created". */
  const docs = new Map<string, Record<string, unknown>>();
  type Ref = { path: string };
  const fs = {
    doc: (_db: unknown, collection: string, id: string): Ref => ({ path: `${collection}/${id}` }),
    serverTimestamp: () => 'SERVER_TIME',
    getDoc: async (ref: Ref) => ({ exists: () => docs.has(ref.path) }),
    writeBatch: () => {
      const writes: Array<[string, Record<string, unknown>]> = [];
      return {
        set: (ref: Ref, data: Record<string, unknown>) => void writes.push([ref.path, data]),
        commit: async () => {
          log.push(`commit ${writes.map(([path]) => path).join(' ')}`);
          if (writes.some(([path]) => path.startsWith('users/') && docs.has(path))) {
            throw Object.assign(new Error('Missing or insufficient permissions.'), {
              code: 'permission-denied',
            });
          }
          for (const [path, data] of writes) docs.set(path, data);
        },
      };
    },
  };
  return { log, user, sdk, handle, docs, fs };
});

vi.mock('../../shared/firebase/auth', () => ({
  loadAuth: vi.fn(async () => fake.handle),
  loadedAuth: vi.fn(() => fake.handle),
  signOutFirebase: vi.fn(async () => {}),
}));
vi.mock('../../shared/firebase/firestore', () => ({
  loadFirestore: vi.fn(async () => ({ fs: fake.fs, db: {} })),
}));

const location = () => screen.getByTestId('location').textContent;
const firebaseError = (code: string) => Object.assign(new Error(code), { code });

const FRENCH_LABELS = {
  firstName: /^Prénom/,
  lastName: /^Nom/,
  email: /^Adresse e-mail/,
  phone: /^Téléphone/,
  location: /^Ville/,
  password: /^Mot de passe/,
  confirmPassword: /^Confirmer le mot de passe/,
};

function fill(values: Partial<Record<keyof typeof FRENCH_LABELS, string>>) {
  for (const [field, value] of Object.entries(values)) {
    const label = FRENCH_LABELS[field as keyof typeof FRENCH_LABELS];
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  }
}

const VALID = {
  firstName: 'Awa',
  lastName: 'Diop',
  email: 'Awa@Example.com',
  phone: '+237 6 99 00 00 00',
  location: 'Douala',
  password: 'secret12',
  confirmPassword: 'secret12',
};

function submitValidForm() {
  fill(VALID);
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
}

let server: FakeServer;

beforeEach(() => {
  queryClient.clear();
  server = fakeServer({ user: null });
  const postSession = server.session;
  server.session = () => {
    fake.log.push('session');
    return postSession();
  };
  fake.log.length = 0;
  fake.docs.clear();
  fake.user.displayName = null;
  for (const mock of Object.values(fake.sdk)) mock.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('fr');
});

describe('RegisterPage', () => {
  it('renders one h1, the spec fields and links to the terms and privacy policy', () => {
    renderAccountPage(<RegisterPage />, '/register', '/register?next=%2Fprofile');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Créer un compte');
    for (const label of Object.values(FRENCH_LABELS)) {
      expect(screen.getByLabelText(label, { selector: 'input' })).toBeDefined();
    }
    expect(
      screen.getByRole('link', { name: "conditions d'utilisation" }).getAttribute('href'),
    ).toBe('/terms');
    expect(
      screen.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href'),
    ).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth?next=%2Fprofile',
    );
  });

  it('shows each field its French message and writes nothing', () => {
    renderAccountPage(<RegisterPage />, '/register', '/register');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    // First name, last name, email, phone, location, confirmation.
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(6);
    expect(screen.getByText('Le mot de passe doit contenir 8 caractères minimum')).toBeDefined();
    expect(
      screen.getByText(
        "Vous devez accepter les conditions d'utilisation et la politique de confidentialité",
      ),
    ).toBeDefined();
    fill({ email: 'awa@', phone: 'abc', password: 'secret12', confirmPassword: 'secret13' });
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeDefined();
    expect(screen.getByText('Veuillez saisir un numéro de téléphone valide')).toBeDefined();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeDefined();
    expect(document.activeElement).toBe(
      screen.getByLabelText(FRENCH_LABELS.firstName, { selector: 'input' }),
    );
    expect(fake.sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('shows the English messages on an English page', async () => {
    await i18n.changeLanguage('en');
    renderAccountPage(<RegisterPage />, '/register', '/en/register');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create an account');
    expect(screen.getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe(
      '/en/terms',
    );
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: 'short' },
    });
    fireEvent.change(screen.getByLabelText(/^Phone/, { selector: 'input' }), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByText('The password must be at least 8 characters long')).toBeDefined();
    expect(screen.getByText('Please enter a valid phone number')).toBeDefined();
    expect(
      screen.getByText('You must agree to the terms of use and the privacy policy'),
    ).toBeDefined();
  });

  it('creates the account, writes both documents in one batch, then opens the session', async () => {
    renderAccountPage(<RegisterPage />, '/register', '/register?next=%2Fprofile');
    submitValidForm();
    await waitFor(() => expect(location()).toBe('/profile'));

    expect(fake.sdk.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      fake.handle.auth,
      'Awa@Example.com',
      'secret12',
    );
    expect(fake.sdk.updateProfile).toHaveBeenCalledWith(fake.user, { displayName: 'Awa Diop' });
    expect(fake.log).toEqual([
      'createUser',
      'updateProfile',
      'commit users/u1 profiles/u1',
      'session',
    ]);
    expect(fake.docs.get('users/u1')).toEqual({
      ...newUserDocument({
        firstName: 'Awa',
        lastName: 'Diop',
        email: 'awa@example.com',
        phone: '+237 6 99 00 00 00',
        city: 'Douala',
      }),
      createdAt: 'SERVER_TIME',
    });
    expect(fake.docs.get('profiles/u1')).toEqual({
      displayName: 'Awa Diop',
      profileImageUrl: null,
      city: 'Douala',
      country: '',
      bio: '',
    });
    expect(callsTo(server, 'POST', '/api/auth/session')[0]?.init?.body).toBe(
      '{"idToken":"id-token"}',
    );
  });

  it('succeeds when submitted again after a failure, without rewriting the account', async () => {
    let sessions = 0;
    const postSession = server.session;
    server.session = () => {
      sessions += 1;
      // The network fails for the call and its retry 1 s later.
      if (sessions <= 2) throw new TypeError('Failed to fetch');
      return postSession();
    };
    renderAccountPage(<RegisterPage />, '/register', '/register');
    submitValidForm();
    expect(await screen.findByText(/Connexion impossible/, {}, { timeout: 3000 })).toBeDefined();
    const account = fake.docs.get('users/u1');
    expect(account).toBeDefined();

    // Firebase now knows the email: the same password resumes the registration.
    fake.sdk.createUserWithEmailAndPassword.mockRejectedValueOnce(
      firebaseError('auth/email-already-in-use'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(fake.sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
      fake.handle.auth,
      'Awa@Example.com',
      'secret12',
    );
    expect(fake.docs.get('users/u1')).toBe(account);
    expect(fake.sdk.updateProfile).toHaveBeenCalledOnce();
  }, 10_000);

  it('points to sign-in when the email belongs to someone else', async () => {
    fake.sdk.createUserWithEmailAndPassword.mockRejectedValueOnce(
      firebaseError('auth/email-already-in-use'),
    );
    fake.sdk.signInWithEmailAndPassword.mockRejectedValueOnce(
      firebaseError('auth/invalid-credential'),
    );
    renderAccountPage(<RegisterPage />, '/register', '/register?next=%2Fsettings');
    submitValidForm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Un compte existe déjà avec cette adresse e-mail/);
    expect(within(alert).getByRole('link', { name: 'Connectez-vous' }).getAttribute('href')).toBe(
      '/auth?next=%2Fsettings',
    );
    expect(fake.docs.size).toBe(0);
    expect(callsTo(server, 'POST', '/api/auth/session')).toHaveLength(0);
  });
});
