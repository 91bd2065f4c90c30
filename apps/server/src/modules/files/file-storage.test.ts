import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { EncryptedStorage, LocalDiskStorage, localFilesDir, parseEncryptionKey } from './file-storage';

/**
 * Uploaded files at rest (docs/architecture.md, Security): AES-256-GCM over the local disk, so the bytes
 * on disk are not the document, any change to them is detected, one file's bytes cannot be read
 * back as another's, and no key can reach outside the store's folder.
 */

const scratch = mkdtempSync(join(tmpdir(), 'ludo-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let root: string;
let disk: LocalDiskStorage;
let key: Buffer;
let files: EncryptedStorage;
beforeEach(() => {
  root = mkdtempSync(join(scratch, 'store-'));
  disk = new LocalDiskStorage(root);
  key = randomBytes(32);
  files = new EncryptedStorage(disk, key);
});

const document = () =>
  Buffer.concat([Buffer.from('%PDF-1.7 Aadhaar of Asha Verma, 1234 5678 9012 '), randomBytes(500)]);
const onDisk = (storageKey: string) => readFileSync(join(root, storageKey));

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

describe('EncryptedStorage', () => {
  it('gives back exactly what was stored', async () => {
    const plain = document();
    await files.put('kyc/user-1/front', plain);
    expect((await files.get('kyc/user-1/front')).equals(plain)).toBe(true);
    // Empty and large files too.
    await files.put('empty', Buffer.alloc(0));
    expect((await files.get('empty')).length).toBe(0);
    const large = randomBytes(3 * 1024 * 1024);
    await files.put('large', large);
    expect((await files.get('large')).equals(large)).toBe(true);
  });

  it('keeps only ciphertext on disk, different each time the same file is stored', async () => {
    const plain = document();
    await files.put('a', plain);
    await files.put('b', plain);
    const [a, b] = [onDisk('a'), onDisk('b')];
    expect(a.equals(plain)).toBe(false);
    expect(a.indexOf(Buffer.from('Aadhaar'))).toBe(-1);
    expect(a.indexOf(plain.subarray(0, 16))).toBe(-1);
    // A fresh IV per file: the same document never looks the same twice.
    expect(a.equals(b)).toBe(false);
    // Version byte, 12-byte IV, ciphertext of the same length, 16-byte tag.
    expect(a.length).toBe(plain.length + 1 + 12 + 16);
    expect(a[0]).toBe(1);
    // Nothing is left behind from the write.
    expect(filesUnder(root).sort()).toEqual(['a', 'b']);
  });

  it.each([
    ['a byte of the ciphertext', (bytes: Buffer) => bytes.length - 40],
    ['a byte of the IV', () => 5],
    ['a byte of the tag', (bytes: Buffer) => bytes.length - 1],
  ])('refuses to read a file with %s changed', async (_name, position) => {
    await files.put('doc', document());
    const bytes = onDisk('doc');
    const at = position(bytes);
    bytes[at] = (bytes[at] ?? 0) ^ 0x01;
    writeFileSync(join(root, 'doc'), bytes);
    await expect(files.get('doc')).rejects.toThrow();
  });

  it('refuses a file cut short, or of an unknown format', async () => {
    await files.put('doc', document());
    const bytes = onDisk('doc');
    writeFileSync(join(root, 'doc'), bytes.subarray(0, bytes.length - 8));
    await expect(files.get('doc')).rejects.toThrow();
    writeFileSync(join(root, 'doc'), bytes.subarray(0, 10));
    await expect(files.get('doc')).rejects.toThrow();
    const other = Buffer.from(bytes);
    other[0] = 2;
    writeFileSync(join(root, 'doc'), other);
    await expect(files.get('doc')).rejects.toThrow('unknown stored file format');
  });

  it('will not serve one file’s bytes under another file’s key', async () => {
    const mine = document();
    await files.put('match-screenshots/m1/mine', mine);
    await files.put('match-screenshots/m1/theirs', document());
    // Someone with disk access copies one file over the other.
    writeFileSync(join(root, 'match-screenshots/m1/theirs'), onDisk('match-screenshots/m1/mine'));
    await expect(files.get('match-screenshots/m1/theirs')).rejects.toThrow();
    expect((await files.get('match-screenshots/m1/mine')).equals(mine)).toBe(true);
  });

  it('cannot be read with another encryption key', async () => {
    await files.put('doc', document());
    const otherKey = new EncryptedStorage(disk, randomBytes(32));
    await expect(otherKey.get('doc')).rejects.toThrow();
  });

  it('deletes a file, and deleting a missing file is not an error', async () => {
    await files.put('doc', document());
    await files.delete('doc');
    expect(filesUnder(root)).toEqual([]);
    await expect(files.get('doc')).rejects.toThrow();
    await expect(files.delete('doc')).resolves.toBeUndefined();
  });

  it('needs a 32-byte key', () => {
    expect(() => new EncryptedStorage(disk, randomBytes(16))).toThrow('FILE_ENCRYPTION_KEY must be 32 bytes');
    expect(() => new EncryptedStorage(disk, Buffer.alloc(0))).toThrow();
  });
});

describe('LocalDiskStorage', () => {
  it.each([
    ['a parent folder', '../outside'],
    ['a deeper climb', 'match-screenshots/../../outside'],
    ['an absolute path', '/tmp/ludo-outside'],
    ['the store itself', ''],
    ['the store itself, spelled with a dot', '.'],
  ])('refuses a key that leads outside its folder (%s)', async (_name, storageKey) => {
    const before = readdirSync(scratch).sort();
    await expect(disk.put(storageKey, Buffer.from('x'))).rejects.toThrow('storage key outside the store');
    await expect(files.put(storageKey, Buffer.from('x'))).rejects.toThrow('storage key outside the store');
    await expect(disk.get(storageKey)).rejects.toThrow('storage key outside the store');
    await expect(disk.delete(storageKey)).rejects.toThrow('storage key outside the store');
    expect(readdirSync(scratch).sort()).toEqual(before);
    expect(existsSync('/tmp/ludo-outside')).toBe(false);
  });

  it('refuses a sibling folder whose name starts like the store’s', async () => {
    const sibling = `${root}-evil`;
    const storageKey = `../${root.split('/').at(-1)}-evil/file`;
    await expect(disk.put(storageKey, Buffer.from('x'))).rejects.toThrow('storage key outside the store');
    expect(existsSync(sibling)).toBe(false);
  });

  it('keeps a key that only mentions dots inside the folder', async () => {
    await disk.put('a/../b', Buffer.from('inside'));
    expect(readFileSync(join(root, 'b'), 'utf8')).toBe('inside');
  });

  it('writes files readable by the server only', async () => {
    await disk.put('private', Buffer.from('x'));
    const { statSync } = await import('node:fs');
    expect(statSync(join(root, 'private')).mode & 0o777).toBe(0o600);
  });
});

describe('configuration', () => {
  it('reads FILE_ENCRYPTION_KEY as base64 or as 64 hex digits', () => {
    const raw = randomBytes(32);
    expect(parseEncryptionKey(raw.toString('base64')).equals(raw)).toBe(true);
    expect(parseEncryptionKey(` ${raw.toString('hex')}\n`).equals(raw)).toBe(true);
    expect(parseEncryptionKey(raw.toString('hex').toUpperCase()).equals(raw)).toBe(true);
  });

  it('keeps files under DATA_DIR/files', () => {
    expect(localFilesDir('/var/lib/ludo')).toBe('/var/lib/ludo/files');
  });
});
