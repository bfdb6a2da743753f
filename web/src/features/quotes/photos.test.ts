import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_LIMITS } from '@marketplace/domain';
import { PhotoUploadError, precheckPhotos, uploadPhoto } from './photos';

const file = (name: string, type: string, size = 1000) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

afterEach(() => vi.unstubAllGlobals());

describe('precheckPhotos', () => {
  it('accepts JPEG, PNG and WebP images up to the size limit', () => {
    const files = [
      file('a.jpg', 'image/jpeg', QUOTE_LIMITS.photoBytes),
      file('b.png', 'image/png'),
      file('c.webp', 'image/webp'),
      file('d.JPEG', ''),
    ];
    expect(precheckPhotos(files, 0)).toBeNull();
  });

  it('refuses another type, an empty file and a file over the limit', () => {
    expect(precheckPhotos([file('a.gif', 'image/gif')], 0)).toBe('invalidFileType');
    expect(precheckPhotos([file('a.pdf', '')], 0)).toBe('invalidFileType');
    expect(precheckPhotos([file('a.jpg', 'image/jpeg', 0)], 0)).toBe('invalidFileType');
    expect(precheckPhotos([file('a.jpg', 'image/jpeg', QUOTE_LIMITS.photoBytes + 1)], 0)).toBe(
      'fileTooLarge',
    );
  });

  it('counts the photos already kept', () => {
    expect(precheckPhotos([file('a.jpg', 'image/jpeg')], QUOTE_LIMITS.photos - 1)).toBeNull();
    expect(precheckPhotos([file('a.jpg', 'image/jpeg')], QUOTE_LIMITS.photos)).toBe(
      'tooManyPhotos',
    );
    const six = Array.from({ length: QUOTE_LIMITS.photos + 1 }, (_, index) =>
      file(`${index}.jpg`, 'image/jpeg'),
    );
    expect(precheckPhotos(six, 0)).toBe('tooManyPhotos');
  });
});

describe('uploadPhoto', () => {
  it('sends the file in the field `photo` and answers its id', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ photoId: 'P'.repeat(20) })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadPhoto(file('a.jpg', 'image/jpeg'))).resolves.toBe('P'.repeat(20));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/quotes/photos');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('photo')).toBeInstanceOf(File);
  });

  it.each([
    [413, 'file_too_large', 'fileTooLarge'],
    [415, 'invalid_file_type', 'invalidFileType'],
    [400, 'too_many_files', 'tooManyPhotos'],
    [401, 'unauthenticated', 'unauthenticated'],
  ])('turns a %i %s into %s', async (status, code, key) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code } }), { status })),
    );
    const failure = await uploadPhoto(file('a.jpg', 'image/jpeg')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PhotoUploadError);
    expect((failure as PhotoUploadError).key).toBe(key);
  });
});
