import { describe, expect, it } from 'vitest';
import { reportSession, sessionHint } from './sessionHint';

describe('sessionHint', () => {
  it('is pending until the session check answers, then follows its latest answer', () => {
    expect(sessionHint()).toBe('pending');
    reportSession('signedOut');
    expect(sessionHint()).toBe('signedOut');
    reportSession('signedIn');
    expect(sessionHint()).toBe('signedIn');
  });
});
