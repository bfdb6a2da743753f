import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PROVIDER_SEARCH } from '@marketplace/domain';
import { i18n } from '../../shared/i18n';
import './i18n';
import { SearchForm } from './SearchForm';

// Offline, before the suggestions' chunk was ever downloaded.
vi.mock('../../shared/ui/PlaceField', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('SearchForm without its place suggestions', () => {
  it('still searches with the plain "where" field', async () => {
    const { location, q, minPrice, maxPrice } = EMPTY_PROVIDER_SEARCH;
    const onSubmit = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <SearchForm initial={{ q, location, minPrice, maxPrice }} onSubmit={onSubmit} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Où ?' }), {
      target: { value: ' Douala ' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Où ?' })).toBeNull();
    fireEvent.submit(screen.getByRole('search'));
    expect(onSubmit).toHaveBeenCalledWith({
      q: '',
      location: 'Douala',
      minPrice: undefined,
      maxPrice: undefined,
    });
  });
});
