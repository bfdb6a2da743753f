import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AVATAR_ACCEPT,
  avatarErrorOf,
  AvatarUploadError,
  MAX_AVATAR_BYTES,
  precheckAvatar,
  removeAvatar,
  uploadAvatar,
} from './avatar';

const image = (size: number, type: string, name = 'photo.png') =>
  new File([new Uint8Array(size)], name, { type });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('precheckAvatar', () => {
  it('accepts one JPEG, PNG or WebP image of up to 2 MB', () => {
    expect(AVATAR_ACCEPT).toBe('image/jpeg,image/png,image/webp');
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(precheckAvatar([image(1000, type)])).toBeNull();
    }
    expect(precheckAvatar([image(MAX_AVATAR_BYTES, 'image/png')])).toBeNull();
  });

  it('refuses a file over 2 MB', () => {
    expect(precheckAvatar([image(MAX_AVATAR_BYTES + 1, 'image/jpeg')])).toBe('file_too_large');
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain'])(
    'refuses the type %s',
    (type) => {
      expect(precheckAvatar([image(1000, type)])).toBe('invalid_file_type');
    },
  );

  it('judges by the extension when the browser gives no type', () => {
    expect(precheckAvatar([image(1000, '', 'IMG_001.JPG')])).toBeNull();
    expect(precheckAvatar([image(1000, '', 'notes.txt')])).toBe('invalid_file_type');
  });

  it('refuses an empty file and more than one file', () => {
    expect(precheckAvatar([image(0, 'image/png')])).toBe('invalid_file_type');
    expect(precheckAvatar([image(10, 'image/png'), image(10, 'image/png')])).toBe('too_many_files');
  });
});

describe('uploadAvatar', () => {
  it('posts the file as multipart field "avatar" with the session cookie', async () => {
    fetchMock.mockResolvedValue(json(200, { profileImageUrl: '/api/profile/avatar/u1?v=1' }));
    const file = image(100, 'image/png');
    await expect(uploadAvatar(file)).resolves.toBe('/api/profile/avatar/u1?v=1');
    expect(fetchMock).toHaveBeenCalledWith('/api/profile/avatar', {
      method: 'POST',
      body: expect.any(FormData),
      credentials: 'include',
    });
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.getAll('avatar')).toHaveLength(1);
    expect((body.get('avatar') as File).name).toBe('photo.png');
  });

  it.each([
    [413, 'file_too_large'],
    [415, 'invalid_file_type'],
    [400, 'too_many_files'],
    [401, 'unauthenticated'],
  ])('turns a %i %s answer into that error', async (status, code) => {
    fetchMock.mockResolvedValue(json(status, { error: { code, message: 'x' } }));
    await expect(uploadAvatar(image(10, 'image/png'))).rejects.toMatchObject({ code });
  });

  it('fails with "network" when the request cannot be sent', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await uploadAvatar(image(10, 'image/png')).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AvatarUploadError);
    expect((error as AvatarUploadError).code).toBe('network');
  });

  it('fails with "failed" on a server error or an unexpected answer', async () => {
    fetchMock.mockResolvedValue(json(500, { error: { code: 'internal', message: 'x' } }));
    await expect(uploadAvatar(image(10, 'image/png'))).rejects.toMatchObject({ code: 'failed' });
    fetchMock.mockResolvedValue(new Response('<html>ok</html>', { status: 200 }));
    await expect(uploadAvatar(image(10, 'image/png'))).rejects.toMatchObject({ code: 'failed' });
  });
});

describe('avatarErrorOf', () => {
  it('falls back on the status when the body is not the API error shape', () => {
    expect(avatarErrorOf(413, null)).toBe('file_too_large');
    expect(avatarErrorOf(415, 'Unsupported')).toBe('invalid_file_type');
    expect(avatarErrorOf(401, {})).toBe('unauthenticated');
    expect(avatarErrorOf(403, { error: { code: 'forbidden_origin' } })).toBe('failed');
    expect(avatarErrorOf(502, null)).toBe('failed');
  });
});

describe('removeAvatar', () => {
  it('sends DELETE with the session cookie', async () => {
    fetchMock.mockResolvedValue(json(200, { profileImageUrl: null }));
    await expect(removeAvatar()).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/profile/avatar', {
      method: 'DELETE',
      credentials: 'include',
    });
  });

  it.each([
    [401, 'unauthenticated'],
    [403, 'remove_failed'],
    [500, 'remove_failed'],
  ])('turns a %i into %s', async (status, code) => {
    fetchMock.mockResolvedValue(json(status, { error: { code: 'x', message: 'x' } }));
    await expect(removeAvatar()).rejects.toMatchObject({ code });
  });

  it('fails with "network" when the request cannot be sent', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(removeAvatar()).rejects.toMatchObject({ code: 'network' });
  });
});
