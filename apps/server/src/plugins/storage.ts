import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EncryptedStorage, LocalDiskStorage, localFilesDir, parseEncryptionKey } from '../modules/files/file-storage';
import { S3Storage } from '../modules/files/s3-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files, encrypted at rest (docs/architecture.md, Security), on local disk or S3. */
    files: EncryptedStorage;
  }
}

async function storagePlugin(app: FastifyInstance) {
  const s3 = app.config.s3;
  const driver = s3 ? new S3Storage(s3) : new LocalDiskStorage(localFilesDir(app.config.dataDir));
  if (driver instanceof S3Storage) app.addHook('onClose', async () => driver.close());
  app.decorate('files', new EncryptedStorage(driver, parseEncryptionKey(app.config.fileEncryptionKey)));
}

export default fp(storagePlugin, { name: 'storage' });
