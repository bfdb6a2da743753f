import { describe, expect, it } from 'vitest';
import { canUpload, daysUntil, lapsesSoon, precheckFiles, todayUtc } from './files';
import { fakeFile } from './testing';

const MB = 1024 * 1024;

describe('precheckFiles', () => {
  it('accepts 1 to 3 PDF, JPEG, PNG or WebP files of at most 10 MB', () => {
    expect(precheckFiles([fakeFile('recto.jpg', 'image/jpeg', 10 * MB)])).toBeNull();
    expect(
      precheckFiles([
        fakeFile('a.pdf', 'application/pdf'),
        fakeFile('b.png', 'image/png'),
        fakeFile('c.webp', 'image/webp'),
      ]),
    ).toBeNull();
    // No declared type (some phones): the extension decides.
    expect(precheckFiles([fakeFile('scan.PDF', '')])).toBeNull();
  });

  it('names the problem, and the file concerned', () => {
    expect(precheckFiles([])).toEqual({ problem: 'noFiles' });
    const four = ['a', 'b', 'c', 'd'].map((name) => fakeFile(`${name}.pdf`, 'application/pdf'));
    expect(precheckFiles(four)).toEqual({ problem: 'tooManyFiles' });
    expect(precheckFiles([fakeFile('big.pdf', 'application/pdf', 30 * MB)])).toEqual({
      problem: 'fileTooLarge',
      name: 'big.pdf',
    });
    expect(precheckFiles([fakeFile('setup.exe', 'application/x-msdownload')])).toEqual({
      problem: 'invalidFileType',
      name: 'setup.exe',
    });
    expect(precheckFiles([fakeFile('notes.txt', '')])).toEqual({
      problem: 'invalidFileType',
      name: 'notes.txt',
    });
    expect(precheckFiles([fakeFile('empty.pdf', 'application/pdf', 0)])).toEqual({
      problem: 'invalidFileType',
      name: 'empty.pdf',
    });
  });
});

describe('canUpload', () => {
  it('follows the provider uploads of the transitions', () => {
    expect(canUpload(undefined)).toBe(true);
    expect(canUpload('pending')).toBe(true);
    expect(canUpload('rejected')).toBe(true);
    expect(canUpload('expired')).toBe(true);
    expect(canUpload('in_progress')).toBe(false);
    expect(canUpload('approved')).toBe(false);
  });
});

describe('dates', () => {
  it('counts days in UTC and tells a lapse within 30 days', () => {
    expect(todayUtc(new Date('2026-03-03T23:30:00Z'))).toBe('2026-03-03');
    expect(daysUntil('2026-04-02', '2026-03-03')).toBe(30);
    expect(lapsesSoon('2026-04-02', '2026-03-03')).toBe(true);
    expect(lapsesSoon('2026-04-03', '2026-03-03')).toBe(false);
    expect(lapsesSoon('2026-03-02', '2026-03-03')).toBe(false);
    expect(lapsesSoon(null, '2026-03-03')).toBe(false);
  });
});
