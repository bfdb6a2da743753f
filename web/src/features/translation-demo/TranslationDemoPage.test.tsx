import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { renderInApp } from '../../shared/testing/renderInApp';
import TranslationDemoPage from './TranslationDemoPage';

afterEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('fr');
});

const text = (id: string) => screen.getByTestId(id).textContent;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('TranslationDemoPage', () => {
  it('shows the plurals of both languages live as the count changes', async () => {
    await renderInApp(<TranslationDemoPage />, { path: '/translation-demo' });
    expect(screen.getByTestId('column-fr').getAttribute('lang')).toBe('fr');
    expect(screen.getByTestId('column-en').getAttribute('lang')).toBe('en');
    expect(text('providers-fr')).toBe('2 prestataires trouvés');
    expect(text('providers-en')).toBe('2 providers found');

    type('Nombre', '0');
    // French counts 0 as singular, English as plural.
    expect(text('providers-fr')).toBe('0 prestataire trouvé');
    expect(text('providers-en')).toBe('0 providers found');
    expect(text('category-fr')).toBe('Forme de pluriel : one');
    expect(text('category-en')).toBe('Plural form: other');

    type('Nombre', '1');
    expect(text('providers-en')).toBe('1 provider found');
    expect(text('reviews-fr')).toBe('1 avis');

    type('Nombre', '1000000');
    expect(text('providers-fr')).toMatch(/^1\s000\s000 de prestataires trouvés$/u);
    expect(text('reviews-fr')).toMatch(/^1\s000\s000 d’avis$/u);
    expect(text('providers-en')).toBe('1,000,000 providers found');
    expect(text('category-fr')).toBe('Forme de pluriel : many');
  });

  it('formats the amount in FCFA and the date in both languages', async () => {
    await renderInApp(<TranslationDemoPage />, { path: '/translation-demo' });
    type('Montant (FCFA)', '150000');
    expect(text('price-fr')).toBe('Prix : 150 000 FCFA');
    expect(text('price-en')).toBe('Price: 150 000 FCFA');
    expect(text('number-en')).toBe("The same number in the language's format: 150,000");
    type('Date', '2026-03-16');
    expect(text('day-fr')).toBe('Le 16 mars 2026');
    expect(text('weekday-fr')).toBe('Rendez-vous : lundi 16 mars 2026');
    expect(text('day-en')).toBe('On 16 March 2026');
    // The comma after the weekday depends on the ICU data of the runtime.
    expect(text('weekday-en')).toMatch(/^Appointment: Monday,? 16 March 2026$/);

    type('Montant (FCFA)', 'douze');
    expect(screen.getByText('Veuillez saisir un nombre entier positif')).toBeDefined();
    expect(text('price-fr')).toBe('—');
    type('Date', '');
    expect(text('day-en')).toBe('—');
  });

  it('switches to the same page in the other language and saves the choice (en)', async () => {
    await renderInApp(<TranslationDemoPage />, { path: '/translation-demo', language: 'en' });
    expect(screen.getByRole('heading', { name: 'Translation demo' })).toBeDefined();
    const link = screen.getByRole('link', { name: 'Switch to French' });
    expect(link.getAttribute('href')).toBe('/translation-demo');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(localStorage.getItem('language')).toBe('fr');
    // Both columns whatever the page language.
    expect(screen.getByTestId('column-fr').textContent).toContain('Français');
  });
});
