import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import type { Testimonial } from './api';
import { useTopReviews } from './api';
import { TestimonialsSection } from './TestimonialsSection';

vi.mock('./api', () => ({ TESTIMONIALS_LIMIT: 6, useTopReviews: vi.fn() }));
const reviewsMock = vi.mocked(useTopReviews);

const review = (
  id: string,
  comment: string,
  createdAt: Date | null = null,
  authorName: string | null = `Client ${id}`,
): Testimonial => ({
  id,
  providerId: 'p1',
  authorName,
  rating: 5,
  comment,
  createdAt,
});

const renderSection = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <TestimonialsSection />
    </I18nextProvider>,
  );

beforeEach(() => reviewsMock.mockReset());

describe('TestimonialsSection', () => {
  it('shows each review with its comment, customer name and rating', () => {
    reviewsMock.mockReturnValue({
      status: 'success',
      data: [
        review('a', 'Travail impeccable.', new Date(2026, 2, 14)),
        review('b', 'Très ponctuel.'),
        review('c', '  '),
      ],
      fromCache: false,
      error: undefined,
    });
    renderSection();
    expect(screen.getByRole('heading', { name: 'Ils nous font confiance' })).toBeDefined();
    const cards = screen.getAllByTestId('testimonial');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Travail impeccable.')).toBeDefined();
    expect(first.getByText('Client a · mars 2026')).toBeDefined();
    expect(first.getByRole('img', { name: '5 étoiles sur 5' })).toBeDefined();
    expect(within(cards[1] as HTMLElement).getByText('Client b')).toBeDefined();
  });

  it('signs a private author\'s review "Client vérifié" / "Verified customer"', async () => {
    reviewsMock.mockReturnValue({
      status: 'success',
      data: [review('a', 'Rapide.', new Date(2026, 2, 14), null), review('b', 'Net.', null, null)],
      fromCache: false,
      error: undefined,
    });
    renderSection();
    const [dated, undated] = screen.getAllByTestId('testimonial');
    expect(within(dated as HTMLElement).getByText('Client vérifié · mars 2026')).toBeDefined();
    expect(within(undated as HTMLElement).getByText('Client vérifié')).toBeDefined();
    cleanup();
    await i18n.changeLanguage('en');
    renderSection();
    expect(screen.getAllByTestId('testimonial')[1]?.textContent).toContain('Verified customer');
    await i18n.changeLanguage('fr');
  });

  it('shows skeletons while loading', () => {
    reviewsMock.mockReturnValue({ status: 'loading', data: undefined, error: undefined });
    renderSection();
    expect(screen.getAllByTestId('testimonial-skeleton').length).toBeGreaterThan(0);
  });

  it('steps aside on error and when there is nothing to show', () => {
    reviewsMock.mockReturnValue({ status: 'error', data: undefined, error: new Error('index') });
    const { container, unmount } = renderSection();
    expect(container.textContent).toBe('');
    unmount();
    reviewsMock.mockReturnValue({ status: 'success', data: [], fromCache: true, error: undefined });
    expect(renderSection().container.textContent).toBe('');
  });
});
