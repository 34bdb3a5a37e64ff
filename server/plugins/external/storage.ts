/** Where uploads are kept: local disk, or the configured S3-compatible bucket (server/storage/storage.ts). */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createStorage, type Storage } from '../../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('storage', createStorage(app.config, app.log));
    app.addHook('onClose', async () => app.storage.destroy?.());
  },
  { name: 'storage', dependencies: ['config'] },
);
