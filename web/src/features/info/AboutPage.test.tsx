import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRY_NAMES } from '@marketplace/domain';
import { CONTACT } from '../../shared/contact';
import AboutPage from './AboutPage';
import { renderInfo, restoreFrench } from './testing';

afterEach(restoreFrench);

describe('AboutPage', () => {
  it('lists the 12 countries served in the page language', async () => {
    await renderInfo(<AboutPage />, { path: '/about' });
    const list = screen.getByRole('list', { name: 'Pays desservis' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    for (const code of COUNTRY_CODES) {
      expect(within(list).getByText(COUNTRY_NAMES[code].fr)).toBeDefined();
    }
    expect(screen.getByText(/de 12 pays/)).toBeDefined();
  });

  it('shows country names in English on English pages', async () => {
    await renderInfo(<AboutPage />, { path: '/about', language: 'en' });
    const list = screen.getByRole('list', { name: 'Countries served' });
    expect(within(list).getByText('Ivory Coast')).toBeDefined();
    expect(within(list).getByText('South Africa')).toBeDefined();
    expect(within(list).queryByText('Afrique du Sud')).toBeNull();
  });

  it('gives an email link, a phone link and the postal address in Douala', async () => {
    await renderInfo(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('link', { name: CONTACT.email }).getAttribute('href')).toBe(
      `mailto:${CONTACT.email}`,
    );
    expect(screen.getByRole('link', { name: CONTACT.phone }).getAttribute('href')).toBe(
      'tel:+237233421860',
    );
    const address = document.querySelector('address');
    expect(address?.textContent).toContain(CONTACT.address.street);
    expect(address?.textContent).toContain('Douala, Cameroun');
  });

  it('presents the four values', async () => {
    await renderInfo(<AboutPage />, { path: '/about' });
    for (const name of [
      'Des prestataires vérifiés',
      'Des prix transparents en FCFA',
      "Le mobile money d'abord",
      'Pensé pour les téléphones modestes',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeDefined();
    }
  });
});
