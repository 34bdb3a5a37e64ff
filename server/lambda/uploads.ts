/** Lambda `upload`: one multipart file from an active signed-in account, stored by server/storage/uploads.ts. */
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES, MESSAGES } from '../../src/config/messages';
import { badRequest, forbidden, unauthorized } from '../errors';
import type { Handlers } from '../routes';
import { storeUpload, UPLOAD_MESSAGES } from '../storage/uploads';

export function uploadHandlers(app: FastifyInstance): Handlers {
  return {
    async uploadFile(request) {
      const caller = await request.callerForPath((request.params as { role: string }).role);
      if (caller.userId == null) throw unauthorized(API_MESSAGES.signInRequired);
      if (caller.status === 0) throw forbidden(MESSAGES.accountDeactivated);
      if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.noFile);
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest(UPLOAD_MESSAGES.noFile);
      const stored = await storeUpload(app.config.uploadDir, part.file, app.config.uploadLimits);
      request.log.info({ userId: caller.userId, type: stored.type, size: stored.size }, 'file uploaded');
      return { error: false, ...stored };
    },
  };
}
