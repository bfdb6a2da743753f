import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';

/** Bytes as stored, with the content type they were stored with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live (DESIGN §5). Paths are relative and slash-separated
 * (`avatars/{uid}`); writing the same path again replaces the file, so retries are harmless.
 */
export interface FileStore {
  write(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** `null` when nothing is stored at `path`. */
  read(path: string): Promise<StoredFile | null>;
  /** The stored paths equal to `path` or under `path/` (an account's files, to delete them). */
  listTree(path: string): Promise<string[]>;
  /** Deletes the file at `path`; nothing stored there is not an error (retries are harmless). */
  remove(path: string): Promise<void>;
}

/** `name` is `path` itself or inside it: `avatars/u1` holds `avatars/u1/2`, not `avatars/u12`. */
const isInTree = (name: string, path: string) => name === path || name.startsWith(`${path}/`);

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
/** Suffix of the local store's content-type files; no stored path may end with it. */
const CONTENT_TYPE_SUFFIX = '.content-type';

/**
 * Accepts `a/b/c` made of plain segments (letters, digits, `.`, `_`, `-`, not starting with a
 * dot): no `..`, no absolute path, no backslash, no empty segment. Throws otherwise.
 */
export function validateStoragePath(path: string): string {
  const segments = path.split('/');
  const valid =
    path.length > 0 &&
    path.length <= 512 &&
    !path.endsWith(CONTENT_TYPE_SUFFIX) &&
    segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
  if (!valid) throw new Error(`Invalid storage path: ${JSON.stringify(path)}`);
  return path;
}

/** Cloud Storage through firebase-admin (honours FIREBASE_STORAGE_EMULATOR_HOST). */
export function cloudStorageStore(): FileStore {
  const bucket = () => getStorage(getApps()[0] ?? initializeApp()).bucket();
  return {
    async write(path, bytes, contentType) {
      const name = validateStoragePath(path);
      await bucket().file(name).save(bytes, { contentType, resumable: false });
    },
    async read(path) {
      const name = validateStoragePath(path);
      const file = bucket().file(name);
      try {
        const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
        return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as { code?: unknown }).code === 404) return null;
        throw error;
      }
    },
    async listTree(path) {
      const prefix = validateStoragePath(path);
      const [files] = await bucket().getFiles({ prefix });
      return files.map((file) => file.name).filter((name) => isInTree(name, prefix));
    },
    async remove(path) {
      await bucket()
        .file(validateStoragePath(path))
        .delete({ ignoreNotFound: true });
    },
  };
}

/**
 * Files on local disk, for the Functions emulator when no Storage emulator can run
 * (DESIGN §7). Each file's content type is kept beside it in `<file>.content-type`; both are
 * written to a temporary name and renamed, so a reader never sees half a file.
 */
export function localDiskStore(rootDir: string): FileStore {
  const root = resolve(rootDir);
  const locate = (path: string) => {
    const file = resolve(root, validateStoragePath(path));
    // Belt and braces: validation already rules out leaving the root.
    if (!file.startsWith(root + sep)) throw new Error(`Invalid storage path: ${path}`);
    return file;
  };
  const replace = async (file: string, data: Buffer | string) => {
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  };
  return {
    async write(path, bytes, contentType) {
      const file = locate(path);
      await mkdir(dirname(file), { recursive: true });
      await replace(`${file}${CONTENT_TYPE_SUFFIX}`, contentType);
      await replace(file, bytes);
    },
    async read(path) {
      const file = locate(path);
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(file),
          readFile(`${file}${CONTENT_TYPE_SUFFIX}`, 'utf8'),
        ]);
        return { bytes, contentType: contentType.trim() || 'application/octet-stream' };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
    async listTree(path) {
      const start = locate(path);
      const found: string[] = [];
      const visit = async (file: string, name: string): Promise<void> => {
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) {
          // Content types and files being written are not stored files of their own.
          if (!name.endsWith(CONTENT_TYPE_SUFFIX) && !name.endsWith('.tmp')) found.push(name);
        } else if (info?.isDirectory()) {
          for (const entry of await readdir(file)) {
            await visit(join(file, entry), `${name}/${entry}`);
          }
        }
      };
      await visit(start, path);
      return found;
    },
    async remove(path) {
      const file = locate(path);
      await rm(file, { force: true });
      await rm(`${file}${CONTENT_TYPE_SUFFIX}`, { force: true });
    },
  };
}

/**
 * `<repo>/.emulator-storage`, beside the emulators' export folder rather than inside it:
 * firebase-tools replaces that folder whole on every export. The repository is the nearest
 * folder from `cwd` up that holds `firebase.json` (the emulator runs functions with
 * `cwd` = `functions/`), else the parent of `cwd`.
 */
export function defaultLocalStorageDir(cwd = process.cwd()): string {
  let folder = resolve(cwd);
  for (;;) {
    if (existsSync(join(folder, 'firebase.json'))) break;
    const parent = dirname(folder);
    if (parent === folder) {
      folder = dirname(resolve(cwd));
      break;
    }
    folder = parent;
  }
  return join(folder, '.emulator-storage');
}

/**
 * Local disk inside the Functions emulator when no Storage emulator is configured, Cloud
 * Storage everywhere else (production included).
 */
export function fileStoreKind(env: NodeJS.ProcessEnv = process.env): 'local-disk' | 'cloud' {
  return env.FUNCTIONS_EMULATOR === 'true' && !env.FIREBASE_STORAGE_EMULATOR_HOST
    ? 'local-disk'
    : 'cloud';
}

/** The store for this process (see `fileStoreKind`). */
export function getFileStore(env: NodeJS.ProcessEnv = process.env): FileStore {
  return fileStoreKind(env) === 'local-disk'
    ? localDiskStore(env.LOCAL_STORAGE_DIR || defaultLocalStorageDir())
    : cloudStorageStore();
}
