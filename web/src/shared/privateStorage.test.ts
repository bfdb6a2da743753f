import { afterEach, describe, expect, it } from 'vitest';
import { forgetPrivateStorage, PRIVATE_STORAGE_PREFIX } from './privateStorage';

afterEach(() => localStorage.clear());

describe('forgetPrivateStorage', () => {
  it('removes the private keys and keeps the others', () => {
    localStorage.setItem(`${PRIVATE_STORAGE_PREFIX}quotes:draft:open`, '{}');
    localStorage.setItem(`${PRIVATE_STORAGE_PREFIX}quotes:draft:p1`, '{}');
    localStorage.setItem('ui-theme', 'dark');
    localStorage.setItem('language', 'en');
    forgetPrivateStorage();
    expect(Object.keys(localStorage).sort()).toEqual(['language', 'ui-theme']);
  });
});
