import type { Page } from '@playwright/test';
import { canSignIn, verificationCodes } from './authEmulator';
import { expect, test } from './fixtures';
import { field, PASSWORD, register } from './registration';

async function signIn(page: Page, email: string, password: string) {
  await field(page, 'Adresse e-mail').fill(email);
  await field(page, 'Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Ouvrir le menu du compte' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Ouvrir le menu du compte' })).toHaveCount(0);
}

test('register shows the spec’s validation messages and creates an account', async ({ page }) => {
  const email = `awa-${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();

  await field(page, 'Prénom').fill('Awa');
  await field(page, 'Nom').fill('Diop');
  await field(page, 'Adresse e-mail').fill(email);
  await field(page, 'Téléphone').fill('+237 699 12 34 56');
  await field(page, 'Ville').fill('Douala');
  await field(page, 'Mot de passe').fill('court');
  await field(page, 'Confirmer le mot de passe').fill('autre');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText(/8 caractères/).first()).toBeVisible();

  await field(page, 'Mot de passe').fill(PASSWORD);
  await field(page, 'Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Signed in: the account menu shows the avatar letter and the full name.
  const account = page.getByRole('button', { name: 'Ouvrir le menu du compte' });
  await expect(account).toBeVisible({ timeout: 30_000 });
  await expect(account).toHaveText('A');
  await signOut(page);

  // …and signs in again with the same credentials.
  await page.goto('/auth');
  await signIn(page, email, PASSWORD);
  await expect(account).toBeVisible({ timeout: 30_000 });
  await account.click();
  await expect(page.getByTestId('user-menu-title')).toHaveText('Awa Diop');
});

test('a protected page sends a visitor to sign-in and back afterwards', async ({ page }) => {
  await page.goto('/settings');
  // The session check may be the Functions emulator's first request of the run (a cold start).
  await expect(page).toHaveURL(/\/auth\?next=%2Fsettings$/, { timeout: 30_000 });
  await signIn(page, 'client@example.com', 'Client-demo-2026');
  await expect(page).toHaveURL(/\/settings$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a wrong password gets one neutral, translated message', async ({ page, pageErrors }) => {
  await page.goto('/en/auth');
  await field(page, 'Email address').fill('client@example.com');
  await field(page, 'Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  // Firebase Auth refuses the password with an HTTP 400, which the browser logs: expected here.
  const refused = pageErrors.findIndex((text) => text.includes('status of 400'));
  expect(refused).toBeGreaterThanOrEqual(0);
  pageErrors.splice(refused, 1);
});

test('an admin sees admin-only pages; a customer gets 403', async ({ page }) => {
  await page.goto('/auth?next=%2Ftranslation-test');
  await signIn(page, 'client@example.com', 'Client-demo-2026');
  await expect(page.getByTestId('forbidden-page')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await signOut(page);

  await page.goto('/auth?next=%2Ftranslation-test');
  await signIn(page, 'admin@example.com', 'Admin-demo-2026');
  await expect(page.getByRole('heading', { name: 'Contrôle des traductions' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('translation-summary')).toBeVisible();
});

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('edit the profile and avatar, change a setting, keep them across a reload, sign out', async ({
  page,
}) => {
  // Register, edit, upload, reload and sign out: a long journey on a busy emulator machine.
  test.slow();
  const email = `moussa-${Date.now()}@example.com`;
  await register(page, {
    email,
    firstName: 'Moussa',
    lastName: 'Traoré',
    phone: '+225 07 08 09 10',
    city: 'Abidjan',
  });

  await page.goto('/profile/edit');
  await page.getByRole('textbox', { name: 'Biographie' }).fill('Électricien à Cocody depuis 2015.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // The save waits for the server's acknowledgement.
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
  await expect(page.getByText('Électricien à Cocody depuis 2015.')).toBeVisible();

  await page.goto('/profile/edit');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'moi.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Votre photo de profil a été mise à jour.')).toBeVisible({
    timeout: 30_000,
  });
  // The header's avatar now shows the photo instead of the letter.
  await expect(
    page.getByRole('button', { name: 'Ouvrir le menu du compte' }).locator('img'),
  ).toHaveAttribute('src', /\/api\/profile\/avatar\//);

  await page.goto('/settings');
  const marketing = page.getByRole('switch', { name: /E-mails promotionnels/ });
  await expect(marketing).not.toBeChecked();
  await marketing.check();
  await expect(page.getByText('Paramètres enregistrés.')).toBeVisible({ timeout: 30_000 });

  await page.reload();
  await expect(page.getByRole('switch', { name: /E-mails promotionnels/ })).toBeChecked();
  await page.goto('/profile');
  await expect(page.getByText('Électricien à Cocody depuis 2015.')).toBeVisible();

  await signOut(page);
});

test('the Google button signs in with the Auth emulator, offline', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continuer avec Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compte Google (émulateur)' });
  await dialog.getByLabel(/^Adresse e-mail/).fill(`kofi-${Date.now()}@example.com`);
  await dialog.getByLabel(/^Prénom/).fill('Kofi');
  await dialog.getByLabel(/^Nom/).fill('Mensah');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  const account = page.getByRole('button', { name: 'Ouvrir le menu du compte' });
  await expect(account).toHaveText('K', { timeout: 30_000 });
  await account.click();
  await expect(page.getByTestId('user-menu-title')).toHaveText('Kofi Mensah');
});

const dakarAccount = (email: string, firstName: string, lastName: string) => ({
  email,
  firstName,
  lastName,
  phone: '+221 77 123 45 67',
  city: 'Dakar',
});

/** Removes the expected "400" logs of Firebase refusing a used code from the page errors. */
function expectRefusals(pageErrors: string[]) {
  const refused = pageErrors.filter((text) => text.includes('status of 400'));
  expect(refused.length).toBeGreaterThan(0);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((text) => !refused.includes(text)));
}

test('registration sends a verification email; resend; the link verifies; the profile says so', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  test.slow();
  const base = baseURL ?? '';
  const email = `nafi-${Date.now()}@example.com`;
  await register(page, dakarAccount(email, 'Nafissatou', 'Ba'));
  await expect.poll(async () => (await verificationCodes(base, email)).length).toBe(1);

  await page.goto('/profile');
  const notice = page.getByTestId('email-verification');
  await expect(notice).toContainText("Votre adresse e-mail n'est pas encore vérifiée");
  // The email sent at registration starts the one-minute cooldown.
  await expect(notice.getByRole('button', { name: /^Renvoyer dans \d+ s$/ })).toBeDisabled();

  // A minute later (the cooldown forgotten), the resend button sends another email.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('emailVerification:sentAt:')) localStorage.removeItem(key);
    }
  });
  await page.reload();
  await notice.getByRole('button', { name: "Renvoyer l'e-mail" }).click();
  await expect(notice).toContainText(`E-mail envoyé à ${email}.`);
  await expect(notice.getByRole('button', { name: /^Renvoyer dans \d+ s$/ })).toBeDisabled();
  await expect.poll(async () => (await verificationCodes(base, email)).length).toBe(2);

  const code = (await verificationCodes(base, email)).at(-1) ?? '';
  const link = `/auth/action?mode=verifyEmail&oobCode=${code}&continueUrl=${encodeURIComponent(`${base}/profile`)}`;
  await page.goto(link);
  await expect(page.getByTestId('auth-action-outcome')).toHaveText(
    'Votre adresse e-mail est confirmée. Vous pouvez maintenant devenir prestataire.',
    { timeout: 30_000 },
  );
  await page.getByRole('link', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('email-verified')).toHaveText('Adresse e-mail vérifiée.');

  // The same link again, in English: already verified, not an error.
  await page.goto(`/en${link}`);
  await expect(page.getByTestId('auth-action-outcome')).toHaveText(
    'Your email address was already confirmed.',
    { timeout: 30_000 },
  );
  expectRefusals(pageErrors);
});

/** Text of everything in Firestore's IndexedDB cache (databases `firestore/…`). */
function firestoreCacheText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const request = <T>(action: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        action.onsuccess = () => resolve(action.result);
        action.onerror = () => reject(action.error);
      });
    let text = '';
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('firestore/')) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        text += JSON.stringify(await request(db.transaction(store).objectStore(store).getAll()));
      }
      db.close();
    }
    return text;
  });
}

/** How many users the Auth SDK keeps across reloads (its IndexedDB persistence). */
function persistedAuthUsers(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('firebaseLocalStorageDb')) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const all = db
        .transaction('firebaseLocalStorage')
        .objectStore('firebaseLocalStorage')
        .getAllKeys();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    db.close();
    return keys.filter((key) => String(key).startsWith('firebase:authUser:')).length;
  });
}

test('logout forgets: no private document in the offline cache, no user in the SDK', async ({
  page,
}) => {
  test.slow();
  const email = `partage-${Date.now()}@example.com`;
  await register(page, dakarAccount(email, 'Moussa', 'Sarr'));
  // The private account document is read, and cached for offline use.
  await page.goto('/profile');
  await expect(page.getByText(email).first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => firestoreCacheText(page)).toContain(email);
  expect(await persistedAuthUsers(page)).toBe(1);

  await signOut(page);
  await expect.poll(() => firestoreCacheText(page)).not.toContain(email);
  await expect.poll(() => persistedAuthUsers(page)).toBe(0);

  // The next person on this phone, offline, finds nothing of the previous user.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu du compte' })).toHaveCount(0);
  expect(await firestoreCacheText(page)).not.toContain(email);
});

test('a user deletes their account from the settings after typing their email', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const email = `depart-${Date.now()}@example.com`;
  await register(page, dakarAccount(email, 'Yao', 'Kouassi'));
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
  const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement' });
  await dialog.getByLabel(/^Adresse e-mail du compte/).fill('quelquun@example.com');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/^Adresse e-mail du compte/).fill(email);
  await confirm.click();

  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 30_000 });
  await expect(page.getByTestId('sign-out-notice')).toHaveText(
    "Votre compte a été supprimé. Merci d'avoir utilisé Services Afrique.",
  );
  await expect(page.getByRole('button', { name: 'Ouvrir le menu du compte' })).toHaveCount(0);
  expect(await persistedAuthUsers(page)).toBe(0);
  expect(await canSignIn(baseURL ?? '', email, PASSWORD)).toBe(false);
});
