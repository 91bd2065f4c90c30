import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where file bytes live. Keys are made by the server, never taken from a user. */
export interface StorageDriver {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** Files under a folder on local disk (`DATA_DIR/files` in the embedded mode). */
export class LocalDiskStorage implements StorageDriver {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    // Keys are server-made, but a key must still never point outside the folder.
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key outside the store: ${key}`);
    return path;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written whole, then renamed: a crash never leaves half a file under the final name.
    const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, path);
  }

  async get(key: string): Promise<Buffer> {
    // async: a refused key rejects the promise like any other failure, never throws at the call.
    return readFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT_VERSION = 1;

/**
 * AES-256-GCM around any driver: what is stored is version, IV, ciphertext and tag, so the bytes
 * at rest are not the document and any change to them is detected when it is read back. The key
 * of the storage key is bound in as associated data, so one file's bytes cannot be served as another's.
 */
export class EncryptedStorage {
  constructor(
    private readonly driver: StorageDriver,
    private readonly key: Buffer,
  ) {
    if (key.length !== 32) throw new Error('FILE_ENCRYPTION_KEY must be 32 bytes (base64 or hex)');
  }

  async put(key: string, plaintext: Buffer): Promise<void> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(key));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    await this.driver.put(key, Buffer.concat([Buffer.from([FORMAT_VERSION]), iv, body, cipher.getAuthTag()]));
  }

  async get(key: string): Promise<Buffer> {
    const stored = await this.driver.get(key);
    if (stored[0] !== FORMAT_VERSION) throw new Error(`unknown stored file format for ${key}`);
    const iv = stored.subarray(1, 1 + IV_BYTES);
    const tag = stored.subarray(stored.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAAD(Buffer.from(key));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(stored.subarray(1 + IV_BYTES, stored.length - TAG_BYTES)), decipher.final()]);
  }

  delete(key: string): Promise<void> {
    return this.driver.delete(key);
  }
}

/** FILE_ENCRYPTION_KEY: 32 bytes as base64 (what embedded mode generates) or 64 hex digits. */
export function parseEncryptionKey(text: string): Buffer {
  const trimmed = text.trim();
  return /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
}

export const localFilesDir = (dataDir: string) => join(dataDir, 'files');
