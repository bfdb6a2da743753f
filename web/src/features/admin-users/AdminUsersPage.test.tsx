import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserRow, Language } from '@marketplace/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { AuthContext } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import { i18n } from '../../shared/i18n';
import { renderInApp } from '../../shared/testing/renderInApp';
import AdminUsersPage from './AdminUsersPage';
import { fetchUsersPage, setDisabled, setRole } from './api';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  fetchUsersPage: vi.fn(),
  setRole: vi.fn(),
  setDisabled: vi.fn(),
}));
const pageMock = vi.mocked(fetchUsersPage);
const roleMock = vi.mocked(setRole);
const disabledMock = vi.mocked(setDisabled);

const row = (uid: string, changes: Partial<AdminUserRow> = {}): AdminUserRow => ({
  uid,
  email: `${uid}@example.com`,
  displayName: `Awa ${uid}`,
  roles: [],
  provider: false,
  disabled: false,
  createdAt: '2026-03-10T09:00:00.000Z',
  lastSignInAt: null,
  ...changes,
});
const ME = row('admin1', { displayName: 'Paul Admin', roles: ['admin'] });
const AWA = row('u2', { displayName: 'Awa Koné', provider: true });

function renderPage(language?: Language) {
  const auth = {
    state: { status: 'signedIn' as const, user: testUser({ id: 'admin1', role: 'admin' }) },
    signOut: async () => {},
  };
  return renderInApp(
    <AuthContext.Provider value={auth}>
      <AdminUsersPage />
    </AuthContext.Provider>,
    { path: '/admin/users', language },
  );
}

/** A result card; `hidden` while a dialog hides the page from assistive technology. */
const card = async (name: string, hidden = false) =>
  within((await screen.findByRole('heading', { name, hidden })).closest('li') as HTMLElement);
const dialog = () => within(screen.getByRole('dialog'));

beforeEach(() => {
  pageMock.mockReset().mockResolvedValue({ items: [ME, AWA], next: null });
  roleMock.mockReset();
  disabledMock.mockReset();
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('AdminUsersPage', () => {
  it('lists everyone first, then searches and pages with the cursor', async () => {
    await renderPage();
    expect((await card('Awa Koné')).getByText('Prestataire')).toBeDefined();
    expect((await card('Paul Admin')).getByText('Vous')).toBeDefined();
    expect(pageMock).toHaveBeenLastCalledWith('', null);

    pageMock.mockResolvedValue({ items: [AWA], next: 'cursor-2' });
    fireEvent.change(screen.getByLabelText('E-mail ou nom'), { target: { value: '  koné ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(pageMock).toHaveBeenLastCalledWith('koné', null));
    pageMock.mockResolvedValue({ items: [row('u3')], next: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(pageMock).toHaveBeenLastCalledWith('koné', 'cursor-2'));
    expect(await screen.findByText('Page 2')).toBeDefined();
    pageMock.mockResolvedValue({ items: [], next: null });
    fireEvent.change(screen.getByLabelText('E-mail ou nom'), { target: { value: 'zz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Aucun utilisateur ne correspond.')).toBeDefined();
    expect(pageMock).toHaveBeenLastCalledWith('zz', null);
  });

  it('grants a role after confirmation and shows it at once', async () => {
    roleMock.mockResolvedValue({ ...AWA, roles: ['team'] });
    await renderPage();
    fireEvent.click((await card('Awa Koné')).getByRole('button', { name: 'Voir le compte' }));
    expect(dialog().getByText('awa koné', { exact: false })).toBeDefined();
    fireEvent.click(dialog().getByRole('button', { name: 'Donner le rôle Équipe' }));
    expect(roleMock).not.toHaveBeenCalled();
    expect(dialog().getByText('Donner le rôle Équipe ?')).toBeDefined();
    fireEvent.click(dialog().getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Rôle Équipe donné.')).toBeDefined();
    expect(roleMock).toHaveBeenCalledWith('u2', 'team', true);
    expect(dialog().getByRole('button', { name: 'Retirer le rôle Équipe' })).toBeDefined();
    expect((await card('Awa Koné', true)).getByText('Équipe')).toBeDefined();
  });

  it('never offers to revoke one’s own admin role or disable one’s own account', async () => {
    await renderPage();
    fireEvent.click((await card('Paul Admin')).getByRole('button', { name: 'Voir le compte' }));
    expect(dialog().getByText('Vous ne pouvez pas retirer votre propre rôle admin.')).toBeDefined();
    expect(dialog().getByText('Vous ne pouvez pas désactiver votre propre compte.')).toBeDefined();
    expect(dialog().queryByRole('button', { name: /Retirer le rôle Admin/ })).toBeNull();
    expect(dialog().queryByRole('button', { name: /Désactiver/ })).toBeNull();
  });

  it('disables an account, and explains a refusal in English', async () => {
    disabledMock.mockRejectedValueOnce(
      new HttpError(404, JSON.stringify({ error: { code: 'user_not_found', message: 'x' } })),
    );
    await renderPage('en');
    fireEvent.click((await card('Awa Koné')).getByRole('button', { name: 'View account' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Disable the account' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This account no longer exists.')).toBeDefined();
    disabledMock.mockResolvedValueOnce({ ...AWA, disabled: true });
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Account disabled.')).toBeDefined();
    expect(disabledMock).toHaveBeenLastCalledWith('u2', true);
    expect(dialog().getByRole('button', { name: 'Re-enable the account' })).toBeDefined();
  });

  it('explains a list that cannot load, and tries again', async () => {
    pageMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderPage();
    expect(await screen.findByText(/Impossible de charger les utilisateurs/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Awa Koné' })).toBeDefined();
  });
});
