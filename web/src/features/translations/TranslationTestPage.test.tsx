import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import TranslationTestPage from './TranslationTestPage';

describe('TranslationTestPage', () => {
  it('lists every namespace as complete and finds a text in both languages', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <TranslationTestPage />
      </I18nextProvider>,
    );
    expect(await screen.findByTestId('translation-summary')).toBeDefined();
    expect(screen.getByText('common')).toBeDefined();
    expect(screen.getAllByText('Complet').length).toBeGreaterThanOrEqual(8);
    fireEvent.change(screen.getByLabelText('Rechercher une clé ou un texte'), {
      target: { value: 'Page introuvable' },
    });
    expect(screen.getByText('FR · Page introuvable')).toBeDefined();
    expect(screen.getByText('EN · Page not found')).toBeDefined();
  });
});
