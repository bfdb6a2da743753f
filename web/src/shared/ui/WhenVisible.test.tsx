import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './WhenVisible';

let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WhenVisible', () => {
  it('keeps a placeholder of the given height until its place nears the screen', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <WhenVisible minHeight={400}>
        <p>Section</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('Section')).toBeNull();
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.queryByText('Section')).toBeNull();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('Section')).toBeDefined();
  });

  it('renders at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible minHeight={400}>
        <p>Section</p>
      </WhenVisible>,
    );
    expect(screen.getByText('Section')).toBeDefined();
  });
});
