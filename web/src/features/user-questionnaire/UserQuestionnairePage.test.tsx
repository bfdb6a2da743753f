import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language, QuestionnaireSummaryView } from '@marketplace/domain';
import { loadedQuery } from '../../shared/testing/loadedQuery';
import { i18n } from '../../shared/i18n';
import { authAs, renderWithAuth } from '../../shared/testing/renderWithAuth';
import { sendQuestionnaire, useQuestionnaireSummary } from './api';
import UserQuestionnairePage from './UserQuestionnairePage';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  sendQuestionnaire: vi.fn(),
  useQuestionnaireSummary: vi.fn(),
}));
const sendMock = vi.mocked(sendQuestionnaire);
const summaryMock = vi.mocked(useQuestionnaireSummary);

const VIEW: QuestionnaireSummaryView = {
  total: 4,
  counts: {
    services: { plumbing: 3, cleaning: 1 },
    frequency: { monthly: 4 },
    paymentMethod: { orange_money: 2, cash: 2 },
    city: { Douala: 1, Abidjan: 2, other: 1 },
    budget: { to50k: 1, over200k: 3 },
  },
  updatedAt: '2026-03-15T09:30:00.000Z',
};
const refetch = vi.fn(() => Promise.resolve(VIEW));
const summaryResult = loadedQuery(VIEW, refetch);

const renderPage = (auth = authAs(), language: Language = 'fr') =>
  renderWithAuth(<UserQuestionnairePage />, auth, { path: '/user-questionnaire', language });

const pickCity = async (typed: string, option: string) => {
  fireEvent.change(screen.getByRole('combobox'), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

beforeEach(() => {
  sendMock.mockReset().mockImplementation(async (input) => ({ id: input.id, created: true }));
  summaryMock.mockReset().mockReturnValue(summaryResult);
  refetch.mockClear();
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('UserQuestionnairePage', () => {
  it('says which questions are unanswered, then sends the answers and thanks', async () => {
    await renderPage();
    expect(summaryMock).toHaveBeenCalledWith(false);
    expect(screen.queryByTestId('questionnaire-summary')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    expect(await screen.findByText('Choisissez au moins un élément')).toBeDefined();
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(4);
    expect(sendMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Plomberie' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ménage' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Chaque mois' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Orange Money' }));
    await pickCity('Doua', 'Douala');
    fireEvent.click(screen.getByRole('radio', { name: 'De 10 000 FCFA à 50 000 FCFA' }));
    expect(screen.queryByText('Ce champ est obligatoire')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));

    expect(await screen.findByText('Merci pour vos réponses !')).toBeDefined();
    expect(sendMock).toHaveBeenCalledWith({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      services: ['plumbing', 'cleaning'],
      frequency: 'monthly',
      paymentMethod: 'orange_money',
      city: 'Douala',
      budget: 'to50k',
      language: 'fr',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Répondre à nouveau' }));
    expect((screen.getByRole('checkbox', { name: 'Plomberie' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('allows at most five services', async () => {
    await renderPage();
    for (const name of ['Plomberie', 'Électricité', 'Ménage', 'Informatique', 'Peinture']) {
      fireEvent.click(screen.getByRole('checkbox', { name }));
    }
    expect(
      (screen.getByRole('checkbox', { name: 'Menuiserie' }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Peinture' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Menuiserie' }) as HTMLInputElement).disabled,
    ).toBe(false);
  });

  it('answers in English with another city, and shows an admin the summary', async () => {
    await renderPage(authAs('admin'), 'en');
    expect(summaryMock).toHaveBeenCalledWith(true);
    const summary = screen.getByTestId('questionnaire-summary');
    expect(within(summary).getByText('4 answers in all')).toBeDefined();
    const plumbing = within(summary).getByTestId('summary-services-plumbing');
    expect(within(plumbing).getByText('Plumbing')).toBeDefined();
    expect(within(plumbing).getByText('3 (75%)')).toBeDefined();
    expect(
      within(within(summary).getByTestId('summary-services-gardening')).getByText('0 (0%)'),
    ).toBeDefined();
    // Cities: most named first, "another city" by its label.
    const cities = within(within(summary).getByTestId('summary-city')).getAllByRole('listitem');
    expect(cities.map((row) => row.dataset.testid)).toEqual([
      'summary-city-Abidjan',
      'summary-city-Douala',
      'summary-city-other',
    ]);
    expect(within(cities[2] as HTMLElement).getByText('Another city')).toBeDefined();
    expect(within(summary).getByText('More than 200 000 FCFA')).toBeDefined();

    fireEvent.click(screen.getByRole('checkbox', { name: 'IT support' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Every week' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await pickCity('anoth', 'Another city');
    fireEvent.click(screen.getByRole('radio', { name: 'Less than 10 000 FCFA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('Thank you for your answers!')).toBeDefined();
    expect(sendMock.mock.calls[0]?.[0]).toMatchObject({
      services: ['informatique'],
      city: 'other',
      language: 'en',
    });
    await waitFor(() => expect(refetch).toHaveBeenCalledOnce());
  });

  it('tells an admin when nobody has answered yet', async () => {
    summaryMock.mockReturnValue({
      ...summaryResult,
      data: { ...VIEW, total: 0, counts: { ...VIEW.counts, services: {} } },
    });
    await renderPage(authAs('admin'));
    expect(screen.getByText('0 réponse au total')).toBeDefined();
    expect(screen.getByText('Aucune réponse pour l’instant.')).toBeDefined();
  });
});
