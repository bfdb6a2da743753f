import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@marketplace/domain';
import { AuthContext } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import { i18n } from '../../shared/i18n';
import { renderInApp } from '../../shared/testing/renderInApp';
import AdminTestPage from './AdminTestPage';
import { PROBES } from './probes';

vi.mock('./probes', async (importOriginal) => {
  const original = await importOriginal<typeof import('./probes')>();
  return {
    ...original,
    PROBES: {
      signIn: vi.fn(),
      rulesDenial: vi.fn(),
      apiRoundTrip: vi.fn(),
      writeReadBack: vi.fn(),
    },
  };
});
const probes = vi.mocked(PROBES);

beforeEach(() => {
  probes.signIn.mockReset().mockResolvedValue({
    ok: true,
    detail: 'signedIn',
    values: { email: 'admin@example.com' },
  });
  probes.rulesDenial.mockReset().mockResolvedValue({ ok: true, detail: 'denied' });
  probes.apiRoundTrip
    .mockReset()
    .mockResolvedValue({ ok: true, detail: 'answered', values: { reads: 1 } });
  probes.writeReadBack
    .mockReset()
    .mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

function renderPage(language?: Language) {
  const admin = testUser({ id: 'admin-1', role: 'admin' });
  return renderInApp(
    <AuthContext.Provider
      value={{ state: { status: 'signedIn', user: admin }, signOut: async () => {} }}
    >
      <AdminTestPage />
    </AuthContext.Provider>,
    { path: '/admin/test', language },
  );
}

describe('AdminTestPage', () => {
  it('runs every probe as the signed-in admin and shows pass or fail with details', async () => {
    await renderPage();
    await waitFor(() => expect(screen.getByTestId('test-summary')).toBeDefined());
    expect(screen.getByTestId('test-summary').textContent).toBe('1 vérification a échoué.');
    for (const probe of Object.values(probes)) expect(probe).toHaveBeenCalledWith('admin-1');
    const signIn = within(screen.getByTestId('probe-signIn'));
    expect(screen.getByTestId('probe-signIn').dataset.result).toBe('pass');
    expect(signIn.getByText('Réussi')).toBeDefined();
    expect(
      signIn.getByText('Connecté en tant que admin@example.com, administrateur.'),
    ).toBeDefined();
    expect(signIn.getByText(/^\d+ ms$/)).toBeDefined();
    const denial = within(screen.getByTestId('probe-rulesDenial'));
    expect(denial.getByText('Refusée comme prévu (permission-denied).')).toBeDefined();
    const write = within(screen.getByTestId('probe-writeReadBack'));
    expect(screen.getByTestId('probe-writeReadBack').dataset.result).toBe('fail');
    expect(write.getByText('Erreur : permission-denied.')).toBeDefined();
  });

  it('runs them all again on demand', async () => {
    await renderPage('en');
    await waitFor(() => expect(screen.getByTestId('test-summary')).toBeDefined());
    probes.writeReadBack.mockResolvedValue({
      ok: true,
      detail: 'readBack',
      values: { nonce: 'ab12cd34' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Run again' }));
    await waitFor(() =>
      expect(screen.getByTestId('test-summary').textContent).toBe('All checks passed.'),
    );
    expect(probes.signIn).toHaveBeenCalledTimes(2);
    expect(
      within(screen.getByTestId('probe-writeReadBack')).getByText(
        'Read back from the server (token ab12cd34…).',
      ),
    ).toBeDefined();
  });
});
