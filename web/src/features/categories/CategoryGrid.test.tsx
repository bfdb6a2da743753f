import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CategoryCards } from './CategoryGrid';
import type { ActiveCategory } from '../../shared/catalog/categories';

const plumbing: ActiveCategory = {
  slug: 'plumbing',
  name: { fr: 'Plomberie', en: 'Plumbing' },
  description: { fr: 'Fuites et installations', en: 'Leaks and installations' },
  icon: 'plumbing',
  order: 0,
  active: true,
  keywords: [],
};
const gardening: ActiveCategory = {
  ...plumbing,
  slug: 'gardening',
  name: { fr: 'Jardinage' },
  description: { fr: 'Entretien des jardins' },
  order: 1,
};

/** Cards link to their services page, so they need a router (the path sets the language). */
const inRouter = (path: string) => ({
  wrapper: ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  ),
});

describe('CategoryCards', () => {
  it('shows French names on French pages', () => {
    render(<CategoryCards categories={[plumbing, gardening]} language="fr" />, inRouter('/'));
    expect(screen.getByText('Plomberie')).toBeDefined();
    expect(screen.getByText('Jardinage')).toBeDefined();
  });

  it('shows each category with the icon it names', () => {
    const { container } = render(
      <CategoryCards categories={[plumbing, { ...gardening, icon: 'yard' }]} language="fr" />,
      inRouter('/'),
    );
    const icons = [...container.querySelectorAll('svg')].map((svg) => svg.dataset.testid);
    expect(icons).toEqual(['PlumbingIcon', 'YardIcon']);
  });

  it('shows English names, falling back to French where none exists', () => {
    render(<CategoryCards categories={[plumbing, gardening]} language="en" />, inRouter('/en'));
    expect(screen.getByText('Plumbing')).toBeDefined();
    expect(screen.queryByText('Plomberie')).toBeNull();
    expect(screen.getByText('Jardinage')).toBeDefined();
  });

  it('links each card to the services of its category, in the page language', () => {
    const { unmount } = render(
      <CategoryCards categories={[plumbing]} language="fr" />,
      inRouter('/'),
    );
    expect(screen.getByRole('link', { name: /Plomberie/ }).getAttribute('href')).toBe(
      '/services/plumbing',
    );
    expect(screen.getByTestId('category-plumbing').querySelector('a')).not.toBeNull();
    unmount();
    render(<CategoryCards categories={[plumbing]} language="en" />, inRouter('/en'));
    expect(screen.getByRole('link', { name: /Plumbing/ }).getAttribute('href')).toBe(
      '/en/services/plumbing',
    );
  });
});
