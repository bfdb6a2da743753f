import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoryIcon } from './categoryIcons';

describe('categoryIcon', () => {
  it('draws the icon a category names, and the generic one for an unknown name', () => {
    const Plumbing = categoryIcon('plumbing');
    const { container } = render(<Plumbing />);
    expect(container.querySelector('svg')?.getAttribute('data-testid')).toBe('PlumbingIcon');
    expect(categoryIcon('no_such_icon')).toBe(categoryIcon('category'));
    expect(categoryIcon('toString')).toBe(categoryIcon('category'));
  });
});
