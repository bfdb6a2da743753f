import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PROVIDER_SEARCH } from '@marketplace/domain';
import { i18n } from '../../shared/i18n';
import './i18n';
import { SearchForm } from './SearchForm';

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('SearchForm', () => {
  it('starts with a plain "where" field whose text and focus pass to the suggestions once loaded', async () => {
    const { location, q, minPrice, maxPrice } = EMPTY_PROVIDER_SEARCH;
    render(
      <I18nextProvider i18n={i18n}>
        <SearchForm initial={{ q, location, minPrice, maxPrice }} onSubmit={vi.fn()} />
      </I18nextProvider>,
    );
    const plain = screen.getByRole('textbox', { name: 'Où ?' });
    plain.focus();
    fireEvent.change(plain, { target: { value: 'Dou' } });

    const withSuggestions = (await screen.findByRole('combobox', {
      name: 'Où ?',
    })) as HTMLInputElement;
    expect(withSuggestions.value).toBe('Dou');
    expect(document.activeElement).toBe(withSuggestions);
  });
});
