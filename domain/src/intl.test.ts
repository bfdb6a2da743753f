import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, displayNames, numberFormat } from './intl';

describe('cached Intl formatters', () => {
  it('builds one formatter per locale and options, and formats like a new one', () => {
    const options = { maximumFractionDigits: 1 };
    const first = numberFormat('fr-FR', options);
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 })).toBe(first);
    expect(first.format(4.25)).toBe(new Intl.NumberFormat('fr-FR', options).format(4.25));
    expect(numberFormat('en-GB', options)).not.toBe(first);
    expect(numberFormat('fr-FR', { maximumFractionDigits: 2 })).not.toBe(first);
  });

  it('keeps the kinds apart', () => {
    const date = dateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
    expect(date.format(new Date('2026-11-25T12:00:00Z'))).toBe('25 novembre 2026');
    expect(displayNames(['fr-FR'], { type: 'language' }).of('en')).toBe('anglais');
    expect(collator('fr').compare('é', 'f')).toBeLessThan(0);
  });
});
