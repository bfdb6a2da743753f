import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveDoc } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import ProviderQuotationAccessPage from './ProviderQuotationAccessPage';
import {
  currentPath,
  inApp,
  liveError,
  liveLoading,
  liveSuccess,
  navigationType,
  renderPage,
  signedInCustomer,
  TEST_UID,
} from './testing';

vi.mock('../../shared/firebase/useLiveQuery', () => ({ useLiveDoc: vi.fn() }));
const liveDocMock = vi.mocked(useLiveDoc);

beforeEach(() => {
  liveDocMock.mockReset().mockReturnValue(liveSuccess(null));
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const path = '/provider-quotation-access';

describe('ProviderQuotationAccessPage', () => {
  it('sends a provider on to the inbox in place of this page, without reading anything', async () => {
    await renderPage(<ProviderQuotationAccessPage />, { path });
    expect(currentPath()).toBe('/provider-quotations');
    expect(navigationType()).toBe('REPLACE');
    // The session already says so: no read of providers/{uid}.
    expect(liveDocMock).toHaveBeenCalledWith(null, expect.any(Function));
  });

  it('stays in English', async () => {
    await renderPage(<ProviderQuotationAccessPage />, { path, language: 'en' });
    expect(currentPath()).toBe('/en/provider-quotations');
  });

  it('lets in someone who has just become a provider (their providers document exists)', async () => {
    liveDocMock.mockReturnValue(liveSuccess({ displayName: 'Awa Diop' }));
    await renderPage(<ProviderQuotationAccessPage />, { path, auth: signedInCustomer });
    expect(liveDocMock).toHaveBeenCalledWith(`providers:${TEST_UID}:exists`, expect.any(Function));
    expect(currentPath()).toBe('/provider-quotations');
  });

  it('invites anyone else to become a provider', async () => {
    await renderPage(<ProviderQuotationAccessPage />, { path, auth: signedInCustomer });
    expect(currentPath()).toBe(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Recevez des demandes de devis',
    );
    expect(screen.getByRole('link', { name: 'Devenir prestataire' }).getAttribute('href')).toBe(
      '/become-provider',
    );
  });

  it('invites in English too', async () => {
    await renderPage(<ProviderQuotationAccessPage />, {
      path,
      language: 'en',
      auth: signedInCustomer,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Receive quote requests');
    expect(screen.getByRole('link', { name: 'Become a provider' }).getAttribute('href')).toBe(
      '/en/become-provider',
    );
  });

  it('waits while the providers document is read, and says when it cannot be', async () => {
    liveDocMock.mockReturnValue(liveLoading);
    const options = { path, auth: signedInCustomer };
    const { rerender } = await renderPage(<ProviderQuotationAccessPage />, options);
    expect(screen.getByRole('progressbar')).toBeDefined();
    expect(currentPath()).toBe(path);
    liveDocMock.mockReturnValue(liveError);
    rerender(inApp(<ProviderQuotationAccessPage />, options));
    expect(screen.getByRole('alert').textContent).toMatch(/n’a pas pu être vérifié/);
    expect(currentPath()).toBe(path);
  });
});
