import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryCards } from './CategoryGrid';
import type { CategoryWithSlug } from './api';

const plumbing: CategoryWithSlug = {
  slug: 'plumbing',
  name: { fr: 'Plomberie', en: 'Plumbing' },
  description: { fr: 'Fuites et installations', en: 'Leaks and installations' },
  icon: 'plumbing',
  order: 0,
  active: true,
};
const gardening: CategoryWithSlug = {
  ...plumbing,
  slug: 'gardening',
  name: { fr: 'Jardinage' },
  description: { fr: 'Entretien des jardins' },
  order: 1,
};

describe('CategoryCards', () => {
  it('shows French names on French pages', () => {
    render(<CategoryCards categories={[plumbing, gardening]} language="fr" />);
    expect(screen.getByText('Plomberie')).toBeDefined();
    expect(screen.getByText('Jardinage')).toBeDefined();
  });

  it('shows English names, falling back to French where none exists', () => {
    render(<CategoryCards categories={[plumbing, gardening]} language="en" />);
    expect(screen.getByText('Plumbing')).toBeDefined();
    expect(screen.queryByText('Plomberie')).toBeNull();
    expect(screen.getByText('Jardinage')).toBeDefined();
  });
});
