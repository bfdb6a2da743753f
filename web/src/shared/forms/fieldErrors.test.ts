import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION } from '@marketplace/domain';
import source from './fieldErrors.ts?raw';
import {
  addIssues,
  fieldErrorOf,
  type FieldError,
  type FieldErrors,
  type Issue,
} from './fieldErrors';

const issuesOf = (schema: z.ZodType, value: unknown): Issue[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues;
};
const issueOf = (schema: z.ZodType, value: unknown): Issue => {
  const [issue] = issuesOf(schema, value);
  if (!issue) throw new Error('expected an issue');
  return issue;
};
const tooShort = issueOf(z.string().min(20, VALIDATION.tooShort), 'court');
const tooLong = issueOf(z.string().max(3, VALIDATION.tooLong), 'trop long');
const tooMany = issueOf(z.array(z.string()).max(1, VALIDATION.tooMany), ['a', 'b']);
const fewItems = issueOf(z.array(z.string()).min(1, VALIDATION.chooseAtLeastOne), []);
const required = issueOf(z.string().min(1, VALIDATION.required), '');

describe('fieldErrorOf', () => {
  it('gives "too short" its minimum and anything with a maximum its maximum', () => {
    expect(fieldErrorOf(tooShort)).toEqual({ key: VALIDATION.tooShort, values: { min: 20 } });
    expect(fieldErrorOf(tooLong)).toEqual({ key: VALIDATION.tooLong, values: { max: 3 } });
    expect(fieldErrorOf(tooMany)).toEqual({ key: VALIDATION.tooMany, values: { max: 1 } });
  });

  it('gives other messages no values (only "too short" says its minimum)', () => {
    expect(fieldErrorOf(fewItems)).toEqual({ key: VALIDATION.chooseAtLeastOne });
    expect(fieldErrorOf(required)).toEqual({ key: VALIDATION.required });
  });

  it('takes another key, keeping the limit', () => {
    const zodDefault = issueOf(z.string().max(2), 'abc');
    expect(zodDefault.message.startsWith('validation.')).toBe(false);
    expect(fieldErrorOf(zodDefault, VALIDATION.tooLong)).toEqual({
      key: VALIDATION.tooLong,
      values: { max: 2 },
    });
  });
});

describe('addIssues', () => {
  const schema = z.object({
    city: z.string().min(1, VALIDATION.required).max(3, VALIDATION.tooLong),
    lines: z.array(z.object({ price: z.number().positive(VALIDATION.positiveAmount) })),
  });

  it('puts the first message of each field at the prefix and the issue path', () => {
    const errors: FieldErrors = {};
    addIssues(
      errors,
      'location',
      issuesOf(schema, { city: '', lines: [{ price: 1 }, { price: 0 }] }),
    );
    expect(errors).toEqual({
      'location.city': { key: VALIDATION.required },
      'location.lines.1.price': { key: VALIDATION.positiveAmount },
    });
  });

  it('leaves the issue path alone without a prefix, and keeps messages already there', () => {
    const errors: FieldErrors = { city: { key: 'mine' } };
    addIssues(errors, '', issuesOf(schema, { city: 'Dakar', lines: [{ price: -1 }] }));
    expect(errors).toEqual({
      city: { key: 'mine' },
      'lines.0.price': { key: VALIDATION.positiveAmount },
    });
  });

  it('checks a whole value at its prefix', () => {
    const errors: FieldErrors = {};
    addIssues(
      errors,
      'photoIds',
      issuesOf(z.array(z.string()).max(1, VALIDATION.tooMany), ['a', 'b']),
    );
    expect(errors).toEqual({ photoIds: { key: VALIDATION.tooMany, values: { max: 1 } } });
  });

  it('lets the feature choose the message, knowing the path', () => {
    const errors: FieldErrors = {};
    const seen: string[] = [];
    const map = (issue: Issue, path: string): FieldError => {
      seen.push(path);
      return { key: `own.${issue.message}` };
    };
    addIssues(errors, '', issuesOf(schema, { city: '', lines: [] }), map);
    expect(seen).toEqual(['city']);
    expect(errors).toEqual({ city: { key: `own.${VALIDATION.required}` } });
  });
});

describe('fieldErrors.ts', () => {
  it('imports no zod: the lazily loaded checks use it, the pages import its types', () => {
    expect(source).not.toMatch(/from ['"]zod/);
  });
});
