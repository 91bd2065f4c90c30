import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EncryptedStorage, LocalDiskStorage, localFilesDir, parseEncryptionKey } from '../modules/files/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files, encrypted at rest (DESIGN sections 2 and 8). */
    files: EncryptedStorage;
  }
}

async function storagePlugin(app: FastifyInstance) {
  const driver = new LocalDiskStorage(localFilesDir(app.config.dataDir));
  app.decorate('files', new EncryptedStorage(driver, parseEncryptionKey(app.config.fileEncryptionKey)));
}

export default fp(storagePlugin, { name: 'storage' });
