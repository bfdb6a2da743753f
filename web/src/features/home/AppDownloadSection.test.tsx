import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { AppDownloadSection } from './AppDownloadSection';

const renderSection = (canInstall: boolean, onInstall = vi.fn()) =>
  render(
    <I18nextProvider i18n={i18n}>
      <AppDownloadSection canInstall={canInstall} onInstall={onInstall} />
    </I18nextProvider>,
  );

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('AppDownloadSection', () => {
  it('offers an install button when the browser can install the app', () => {
    const onInstall = vi.fn();
    renderSection(true, onInstall);
    expect(screen.getByRole('heading', { name: "Installez l'application" })).toBeDefined();
    expect(screen.getByText(/Fonctionne hors connexion/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: "Installer l'application" }));
    expect(onInstall).toHaveBeenCalledOnce();
    expect(screen.queryByText(/iPhone/)).toBeNull();
  });

  it('explains the browser menus otherwise', () => {
    renderSection(false);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Android \(Chrome\) : menu ⋮/)).toBeDefined();
    expect(screen.getByText(/iPhone \(Safari\) : bouton Partager/)).toBeDefined();
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderSection(false);
    expect(screen.getByRole('heading', { name: 'Install the app' })).toBeDefined();
    expect(screen.getByText(/Add Services Africa to your phone/)).toBeDefined();
    expect(screen.getByText(/Share button → “Add to Home Screen”/)).toBeDefined();
  });
});
