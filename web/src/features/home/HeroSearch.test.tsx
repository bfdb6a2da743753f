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

/** Plain or with suggestions, the field labelled `name`. */
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });
/** Focuses the field, which loads the suggestion lists, and returns it once they are there. */
async function withSuggestions(name: string): Promise<HTMLInputElement> {
  fireEvent.focus(screen.getByLabelText(name));
  return (await screen.findByRole('combobox', { name })) as HTMLInputElement;
}
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

  it('opens the category of a picked suggestion, until the text is changed', async () => {
    renderAt('/');
    const what = await withSuggestions('Quel service ?');
    fireEvent.change(what, { target: { value: 'netto' } });
    fireEvent.keyDown(what, { key: 'ArrowDown' });
    fireEvent.keyDown(what, { key: 'Enter' });
    expect((what as HTMLInputElement).value).toBe('Nettoyage');
    submit();
    expect(screen.getByTestId('search').textContent).toBe('?category=cleaning');
  });

  it('sends a picked suggestion changed afterwards as typed text', async () => {
    renderAt('/');
    const what = await withSuggestions('Quel service ?');
    fireEvent.change(what, { target: { value: 'netto' } });
    fireEvent.click(screen.getByRole('option', { name: 'Nettoyage' }));
    fireEvent.change(what, { target: { value: 'Nettoyage de bureaux' } });
    submit();
    expect(screen.getByTestId('search').textContent).toBe('?q=Nettoyage+de+bureaux');
  });

  it('suggests cities and countries for "where"', async () => {
    renderAt('/');
    const where = await withSuggestions('Où ?');
    fireEvent.change(where, { target: { value: 'yaou' } });
    fireEvent.click(screen.getByRole('option', { name: /Yaoundé/ }));
    expect((where as HTMLInputElement).value).toBe('Yaoundé');
    submit();
    expect(screen.getByTestId('search').textContent).toBe('?location=Yaound%C3%A9');
  });

  it('starts with plain fields: no suggestion list and no categories read before a focus', () => {
    renderAt('/');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Quel service ?' })).toBeDefined();
    expect(categoriesMock).not.toHaveBeenCalled();
  });

  it('keeps the text typed and the focus when the suggestions arrive, with the list open', async () => {
    renderAt('/');
    const plain = screen.getByLabelText('Quel service ?');
    plain.focus();
    fireEvent.change(plain, { target: { value: 'netto' } });
    const what = await screen.findByRole('combobox', { name: 'Quel service ?' });
    expect(what).not.toBe(plain);
    expect((what as HTMLInputElement).value).toBe('netto');
    await vi.waitFor(() => expect(document.activeElement).toBe(what));
    expect(screen.getByRole('option', { name: 'Nettoyage' })).toBeDefined();
    expect(screen.queryByRole('option', { name: 'Plomberie' })).toBeNull();
  });

  it('loses nothing typed before the categories have loaded', async () => {
    categoriesMock.mockReturnValue({ status: 'loading', data: undefined, error: undefined });
    renderAt('/');
    await withSuggestions('Quel service ?');
    type('Quel service ?', 'plombier');
    submit();
    expect(screen.getByTestId('search').textContent).toBe('?q=plombier');
  });

  it('stays on English pages and shows English names', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderAt('/en');
    const what = await withSuggestions('Which service?');
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
