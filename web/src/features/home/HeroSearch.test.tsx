import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveCategory } from '../../shared/catalog/categories';
import { useActiveCategories } from '../../shared/catalog/categories';
import { i18n } from '../../shared/i18n';
import { HeroSearch } from './HeroSearch';

vi.mock('../../shared/catalog/categories', () => ({ useActiveCategories: vi.fn() }));
const categoriesMock = vi.mocked(useActiveCategories);

const category = (slug: string, fr: string, en: string, order: number): ActiveCategory => ({
  slug,
  name: { fr, en },
  description: { fr },
  icon: slug,
  order,
  active: true,
  keywords: [],
});
const CATEGORIES = [
  category('plumbing', 'Plomberie', 'Plumbing', 0),
  category('electricity', 'Électricité', 'Electricity', 1),
  category('cleaning', 'Nettoyage', 'Cleaning', 2),
];

/** The services page stand-in: shows where the search went. */
function Destination() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="path">{pathname}</output>
      <output data-testid="search">{search}</output>
    </>
  );
}

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<HeroSearch />} />
          <Route path="/en" element={<HeroSearch />} />
          <Route path="/services" element={<Destination />} />
          <Route path="/en/services" element={<Destination />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const submit = () => fireEvent.submit(screen.getByTestId('hero-search'));

beforeEach(() => {
  categoriesMock.mockReset().mockReturnValue({
    status: 'success',
    data: CATEGORIES,
    fromCache: false,
    error: undefined,
  });
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('HeroSearch', () => {
  it('sends the typed service and place as q and location', () => {
    renderAt('/');
    type('Quel service ?', ' plombier ');
    type('Où ?', ' Douala ');
    submit();
    expect(screen.getByTestId('path').textContent).toBe('/services');
    expect(screen.getByTestId('search').textContent).toBe('?q=plombier&location=Douala');
  });

  it('keeps any text as typed, accents and all, for the search tokens to match', () => {
    renderAt('/');
    type('Quel service ?', 'réparation de moto');
    type('Où ?', 'Dar es Salaam');
    submit();
    expect(screen.getByTestId('search').textContent).toBe(
      '?q=r%C3%A9paration+de+moto&location=Dar+es+Salaam',
    );
  });

  it('submits with the button too', () => {
    renderAt('/');
    type('Quel service ?', 'electricien');
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByTestId('search').textContent).toBe('?q=electricien');
  });

  it('opens all services when both fields are empty', () => {
    renderAt('/');
    submit();
    expect(screen.getByTestId('path').textContent).toBe('/services');
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('opens the category of a picked suggestion, until the text is changed', () => {
    renderAt('/');
    const what = screen.getByRole('combobox', { name: 'Quel service ?' });
    fireEvent.change(what, { target: { value: 'netto' } });
    fireEvent.keyDown(what, { key: 'ArrowDown' });
    fireEvent.keyDown(what, { key: 'Enter' });
    expect((what as HTMLInputElement).value).toBe('Nettoyage');
    submit();
    expect(screen.getByTestId('search').textContent).toBe('?category=cleaning');
  });

  it('sends a picked suggestion changed afterwards as typed text', () => {
    renderAt('/');
    const what = screen.getByRole('combobox', { name: 'Quel service ?' });
    fireEvent.change(what, { target: { value: 'netto' } });
    fireEvent.click(screen.getByRole('option', { name: 'Nettoyage' }));
    fireEvent.change(what, { target: { value: 'Nettoyage de bureaux' } });
    submit();
    expect(screen.getByTestId('search').textContent).toBe('?q=Nettoyage+de+bureaux');
  });

  it('suggests cities and countries for "where"', () => {
    renderAt('/');
    const where = screen.getByRole('combobox', { name: 'Où ?' });
    fireEvent.change(where, { target: { value: 'yaou' } });
    fireEvent.click(screen.getByRole('option', { name: /Yaoundé/ }));
    expect((where as HTMLInputElement).value).toBe('Yaoundé');
    submit();
    expect(screen.getByTestId('search').textContent).toBe('?location=Yaound%C3%A9');
  });

  it('loses nothing typed before the categories have loaded', () => {
    categoriesMock.mockReturnValue({ status: 'loading', data: undefined, error: undefined });
    renderAt('/');
    type('Quel service ?', 'plombier');
    submit();
    expect(screen.getByTestId('search').textContent).toBe('?q=plombier');
  });

  it('stays on English pages and shows English names', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderAt('/en');
    const what = screen.getByRole('combobox', { name: 'Which service?' });
    fireEvent.change(what, { target: { value: 'elec' } });
    fireEvent.click(screen.getByRole('option', { name: 'Electricity' }));
    type('Where?', 'Cameroon');
    submit();
    expect(screen.getByTestId('path').textContent).toBe('/en/services');
    expect(screen.getByTestId('search').textContent).toBe(
      '?category=electricity&location=Cameroon',
    );
  });

  it('sends English words as typed', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderAt('/en');
    type('Which service?', 'plumber');
    type('Where?', 'Douala');
    submit();
    expect(screen.getByTestId('path').textContent).toBe('/en/services');
    expect(screen.getByTestId('search').textContent).toBe('?q=plumber&location=Douala');
  });
});
