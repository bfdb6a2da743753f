import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating';

const filledWidth = (stars: HTMLElement) =>
  (stars.querySelector('span') as HTMLElement).style.width;

describe('StarRating', () => {
  it('fills the rating’s share of five stars and names it for screen readers', () => {
    render(<StarRating value={4.3} label="Note : 4,3 sur 5" />);
    const stars = screen.getByRole('img', { name: 'Note : 4,3 sur 5' });
    expect(filledWidth(stars)).toBe('86%');
    // Two rows of five stars, not an element per star.
    expect(stars.querySelectorAll('svg')).toHaveLength(2);
    expect(stars.querySelectorAll('path')).toHaveLength(10);
  });

  it('keeps the fill between none and five stars', () => {
    const { container, rerender } = render(<StarRating value={7} />);
    expect(filledWidth(container.firstChild as HTMLElement)).toBe('100%');
    rerender(<StarRating value={-1} />);
    expect(filledWidth(container.firstChild as HTMLElement)).toBe('0%');
  });

  it('is decoration without a label, and sized by its size', () => {
    const { container } = render(<StarRating value={3} size="medium" />);
    const stars = container.firstChild as HTMLElement;
    expect(screen.queryByRole('img')).toBeNull();
    expect(stars.getAttribute('aria-hidden')).toBe('true');
    expect(stars.style.fontSize).toBe('1.5rem');
  });
});
