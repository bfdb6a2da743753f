import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '@marketplace/domain';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import { useOutboxMail, useOutboxSms } from './api';
import type { OutboxMail, OutboxSms } from './model';
import OutboxPage from './OutboxPage';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useOutboxMail: vi.fn(),
  useOutboxSms: vi.fn(),
}));
const mailMock = vi.mocked(useOutboxMail);
const smsMock = vi.mocked(useOutboxSms);

const success = <T,>(data: T): LiveData<T> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});

const mail: OutboxMail = {
  id: 'u1-booking_confirmation-b1-1',
  to: 'client@example.com',
  uid: 'demo-customer',
  kind: 'booking_confirmation',
  createdAt: new Date('2026-03-10T10:00:00Z'),
  subject: 'Réservation confirmée',
  text: 'Plomberie Kamga a confirmé votre réservation du lundi 16 mars à 09:00.',
};
const sms: OutboxSms = {
  id: 'u1-verification_code-p1-1',
  to: '+237 6 99 00 00 00',
  uid: 'demo-customer',
  kind: 'verification_code',
  createdAt: new Date('2026-03-10T11:00:00Z'),
  body: 'Votre code : 123456',
};

beforeEach(() => {
  mailMock.mockReset().mockReturnValue(success([mail]));
  smsMock.mockReset().mockReturnValue(success([sms]));
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

async function renderPage(language: Language = 'fr') {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[language === 'en' ? '/en/admin/outbox' : '/admin/outbox']}>
        <OutboxPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('OutboxPage', () => {
  it('lists the newest mails: recipient, subject, text, kind and time', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Boîte d'envoi");
    expect(screen.getByText(/Trigger Email from Firestore/)).toBeDefined();
    const entry = within(screen.getByTestId('outbox-mail'));
    expect(entry.getByText('À : client@example.com')).toBeDefined();
    expect(entry.getByText('Réservation confirmée')).toBeDefined();
    expect(entry.getByText(/Plomberie Kamga a confirmé/)).toBeDefined();
    expect(entry.getByText('Confirmation de réservation')).toBeDefined();
    expect(entry.getByText(/^10 mars 2026/).getAttribute('datetime')).toBe(
      '2026-03-10T10:00:00.000Z',
    );
    expect(smsMock).not.toHaveBeenCalled();
  });

  it('shows the SMS outbox in its tab, in English', async () => {
    await renderPage('en');
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    const entry = within(screen.getByTestId('outbox-sms'));
    expect(entry.getByText('To: +237 6 99 00 00 00')).toBeDefined();
    expect(entry.getByText('Votre code : 123456')).toBeDefined();
    expect(entry.getByText('Verification code')).toBeDefined();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('outbox-tab-sms');
  });

  it('says when an outbox is empty or cannot be read', async () => {
    mailMock.mockReturnValue(success([]));
    smsMock.mockReturnValue({ status: 'error', data: undefined, error: new Error('denied') });
    await renderPage();
    expect(screen.getByText("Rien dans cette boîte d'envoi pour l'instant.")).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(screen.getByText(/n'a pas pu être chargée/)).toBeDefined();
  });
});
