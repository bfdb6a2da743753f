import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRY_CODES_BY_NAME, COUNTRY_NAMES } from './countries';
import { LANGUAGES } from './i18n';

describe('COUNTRY_CODES_BY_NAME', () => {
  it.each(LANGUAGES)(
    'lists every country once, in the collator order of its %s name',
    (language) => {
      const collated = [...COUNTRY_CODES].sort((a, b) =>
        COUNTRY_NAMES[a][language].localeCompare(COUNTRY_NAMES[b][language], language),
      );
      expect(COUNTRY_CODES_BY_NAME[language]).toEqual(collated);
    },
  );
});
