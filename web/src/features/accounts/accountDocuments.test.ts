import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAccountDocuments, namesFromGoogle } from './accountDocuments';

const state = vi.hoisted(() => ({
  existing: new Set<string>(),
  commits: [] as string[][],
  denyAll: false,
}));

vi.mock('../../shared/firebase/firestore', () => ({
  loadFirestore: async () => ({
    db: {},
    fs: {
      doc: (_db: unknown, collection: string, id: string) => `${collection}/${id}`,
      serverTimestamp: () => 'now',
      getDoc: async (path: string) => ({ exists: () => state.existing.has(path) }),
      writeBatch: () => {
        const paths: string[] = [];
        return {
          set: (path: string) => void paths.push(path),
          commit: async () => {
            state.commits.push(paths);
            if (state.denyAll || paths.some((path) => state.existing.has(path))) {
              throw Object.assign(new Error('denied'), { code: 'permission-denied' });
            }
            for (const path of paths) state.existing.add(path);
          },
        };
      },
    },
  }),
}));

const user = { uid: 'u1', email: 'awa@example.com' } as User;
const fields = { firstName: 'Awa', lastName: 'Diop', phone: '', city: 'Douala' };

beforeEach(() => {
  state.existing.clear();
  state.commits.length = 0;
  state.denyAll = false;
});

describe('ensureAccountDocuments', () => {
  it('writes both documents in one batch', async () => {
    await ensureAccountDocuments(user, fields);
    expect(state.commits).toEqual([['users/u1', 'profiles/u1']]);
  });

  it('succeeds again when an earlier attempt wrote them', async () => {
    state.existing.add('users/u1').add('profiles/u1');
    await expect(ensureAccountDocuments(user, fields)).resolves.toBeUndefined();
    expect(state.commits).toHaveLength(1);
  });

  it('writes only what is missing', async () => {
    state.existing.add('users/u1');
    await ensureAccountDocuments(user, fields);
    expect(state.commits).toEqual([['users/u1', 'profiles/u1'], ['profiles/u1']]);
  });

  it('reports a refusal that is not about existing documents', async () => {
    state.denyAll = true;
    await expect(ensureAccountDocuments(user, fields)).rejects.toThrow('denied');
  });
});

describe('namesFromGoogle', () => {
  it('uses the given and family names, else splits the display name', () => {
    expect(namesFromGoogle({ given_name: 'Awa', family_name: 'Diop' }, null)).toEqual({
      firstName: 'Awa',
      lastName: 'Diop',
    });
    expect(namesFromGoogle({}, 'Awa Ndeye Diop')).toEqual({
      firstName: 'Awa',
      lastName: 'Ndeye Diop',
    });
  });

  it('gives up rather than invent a missing name', () => {
    expect(namesFromGoogle({ given_name: 'Awa' }, 'Awa')).toBeNull();
    expect(namesFromGoogle(null, null)).toBeNull();
  });
});
