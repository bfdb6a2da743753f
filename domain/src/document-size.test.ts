import { describe, expect, it } from 'vitest';
import { documentNameSize, fieldValueSize, firestoreDocumentSize } from './document-size';

describe('firestoreDocumentSize', () => {
  it("gives the documentation's example: 147 bytes", () => {
    expect(documentNameSize('users/jeff/tasks/my_task_id')).toBe(44);
    expect(
      firestoreDocumentSize('users/jeff/tasks/my_task_id', {
        type: 'Personal',
        done: false,
        priority: 1,
        description: 'Learn Cloud Firestore',
      }),
    ).toBe(147);
  });

  it('counts UTF-8 bytes, arrays, maps, null and timestamps', () => {
    expect(fieldValueSize('é')).toBe(3);
    expect(fieldValueSize('€😀')).toBe(3 + 4 + 1);
    expect(fieldValueSize(['ab', 'c'])).toBe(5);
    expect(fieldValueSize({ fr: 'a', en: 'b' })).toBe(3 + 2 + 3 + 2);
    expect(fieldValueSize(null)).toBe(1);
    expect(fieldValueSize(2.5)).toBe(8);
    expect(fieldValueSize(new Date())).toBe(8);
    expect(fieldValueSize({ toMillis: () => 0 })).toBe(8);
  });

  it('refuses what Firestore cannot store', () => {
    expect(() => fieldValueSize(undefined)).toThrow(TypeError);
  });
});
