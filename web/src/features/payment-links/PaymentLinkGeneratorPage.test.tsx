import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { AuthContext, type AuthContextValue } from '../../shared/auth/AuthState';
import { testUser } from '../../shared/auth/testing';
import { i18n } from '../../shared/i18n';
import { createPaymentLink, useMyLinks } from './api';
import type { CreatorLink } from './model';
import PaymentLinkGeneratorPage from './PaymentLinkGeneratorPage';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  createPaymentLink: vi.fn(),
  useMyLinks: vi.fn(),
}));
const createMock = vi.mocked(createPaymentLink);
const listMock = vi.mocked(useMyLinks);

const NOW = new Date('2026-03-10T12:00:00Z');
const link = (overrides: Partial<CreatorLink>): CreatorLink => ({
  id: 'l1',
  amountFCFA: 15_000,
  description: 'Retouche robe',
  expiresAt: new Date('2026-03-12T12:00:00Z'),
  createdAt: new Date('2026-03-09T12:00:00Z'),
  status: 'active',
  token: 'l1.signature-of-the-link-000000',
  ...overrides,
});

const as = (overrides: Parameters<typeof testUser>[0]): AuthContextValue => ({
  state: { status: 'signedIn', user: testUser({ id: 'p1', ...overrides }) },
  signOut: async () => {},
});

async function renderPage(auth = as({ isProvider: true }), language: 'fr' | 'en' = 'fr') {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={['/payment-link-generator']}>
          <PaymentLinkGeneratorPage />
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  createMock.mockReset();
  listMock.mockReturnValue({
    status: 'success',
    fromCache: false,
    error: undefined,
    data: [
      link({}),
      link({ id: 'l2', status: 'paid', description: 'Coiffure' }),
      link({ id: 'l3', expiresAt: new Date('2026-03-01T12:00:00Z'), description: 'Ancien' }),
    ],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentLinkGeneratorPage', () => {
  it('invites a customer to become a provider', async () => {
    await renderPage(as({}));
    expect(screen.getByRole('heading', { name: 'Réservé aux prestataires' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Devenir prestataire' }).getAttribute('href')).toBe(
      '/become-provider',
    );
    expect(screen.queryByTestId('link-create')).toBeNull();
  });

  it('lists the creator’s links with their status, and shares the active ones only', async () => {
    await renderPage(as({ role: 'admin' }));
    expect(listMock).toHaveBeenCalledWith('p1');
    const [active, paid, expired] = screen.getAllByTestId('link-row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const rows = [active, paid, expired];
    expect(rows.map((row) => row.dataset.status)).toEqual(['active', 'paid', 'expired']);
    expect(within(active).getByText('15 000 FCFA')).toBeTruthy();
    expect(within(active).getByText('Actif')).toBeTruthy();
    expect(within(paid).getByText('Payé')).toBeTruthy();
    expect(within(expired).getByText(/^Expiré le/)).toBeTruthy();
    const whatsapp = within(active).getByTestId('link-whatsapp').getAttribute('href') ?? '';
    expect(decodeURIComponent(whatsapp)).toBe(
      `https://wa.me/?text=Retouche robe : 15 000 FCFA. Payez en ligne ici : ${window.location.origin}/pay/l1.signature-of-the-link-000000`,
    );
    expect(within(paid).queryByTestId('link-copy')).toBeNull();
    expect(within(expired).queryByTestId('link-copy')).toBeNull();
  });

  it('shows the translated messages of a bad form and sends nothing', async () => {
    await renderPage();
    type('link-amount', '50');
    fireEvent.click(screen.getByTestId('link-create'));
    expect(
      await screen.findByText('Saisissez un montant de 100 FCFA à 5 000 000 FCFA'),
    ).toBeTruthy();
    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();
    type('link-validity', '31');
    fireEvent.change(screen.getByTestId('link-unit'), { target: { value: 'days' } });
    fireEvent.click(screen.getByTestId('link-create'));
    expect(await screen.findByText('Choisissez une validité d’une heure à 30 jours')).toBeTruthy();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('creates a link in days, then shows it with its share actions (English)', async () => {
    const url = 'http://localhost/pay/new.token';
    createMock.mockResolvedValue({ id: 'new', token: 'new.token', url });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await renderPage(as({ isProvider: true }), 'en');
    type('link-amount', '25 000');
    type('link-description', ' Plumbing repair ');
    type('link-validity', '3');
    fireEvent.change(screen.getByTestId('link-unit'), { target: { value: 'days' } });
    fireEvent.click(screen.getByTestId('link-create'));
    expect((await screen.findByTestId('link-url')).textContent).toBe(url);
    expect(createMock).toHaveBeenCalledWith({
      amountFCFA: 25_000,
      description: 'Plumbing repair',
      expiresInHours: 72,
    });
    const created = screen.getByTestId('link-url').parentElement as HTMLElement;
    expect(within(created).getByTestId('link-sms').getAttribute('href')).toBe(
      `sms:?&body=${encodeURIComponent(`Plumbing repair: 25 000 FCFA. Pay online here: ${url}`)}`,
    );
    fireEvent.click(within(created).getByTestId('link-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await within(created).findByText('Link copied')).toBeTruthy();
  });

  it('translates the api’s refusal and keeps what was typed', async () => {
    createMock.mockRejectedValue(
      new HttpError(403, JSON.stringify({ error: { code: 'forbidden', message: 'x' } })),
    );
    await renderPage();
    type('link-amount', '1000');
    type('link-description', 'Coupe');
    fireEvent.click(screen.getByTestId('link-create'));
    expect(
      await screen.findByText(
        'Seuls les prestataires et les administrateurs peuvent créer des liens de paiement.',
      ),
    ).toBeTruthy();
    expect((screen.getByTestId('link-amount') as HTMLInputElement).value).toBe('1000');
  });
});
