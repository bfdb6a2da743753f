import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors, withAncestors } from './useFieldErrors';

describe('withAncestors', () => {
  it('lists a path and the groups it belongs to', () => {
    expect(withAncestors('services.0.priceFCFA')).toEqual([
      'services',
      'services.0',
      'services.0.priceFCFA',
    ]);
  });
});

describe('useFieldErrors', () => {
  it('translates, clears a field and its groups, and focuses the first field to correct', async () => {
    const input = document.createElement('input');
    input.id = 'form-location';
    document.body.append(input);
    const { result } = renderHook(() => useFieldErrors((path) => `form-${path}`));
    act(() =>
      result.current.show({
        'location.city': { key: 'validation.required' },
        location: { key: 'validation.required' },
        description: { key: 'validation.tooShort', values: { min: 10 } },
      }),
    );
    expect(result.current.message('description')).toBe('Au moins 10 caractères');
    // The city has no element of its own here: its group's takes the focus.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(input);
    act(() => result.current.clear(['location.city']));
    expect(Object.keys(result.current.errors)).toEqual(['description']);
    act(() => result.current.reset());
    expect(result.current.errors).toEqual({});
    input.remove();
  });
});
