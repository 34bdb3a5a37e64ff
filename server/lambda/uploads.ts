/**
 * Lambdas `upload` and `s3/upload`: one multipart file from an active signed-in account, stored by
 * server/storage/uploads.ts through the server's one Storage (local disk, or the configured S3-compatible bucket).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES, MESSAGES } from '../../src/config/messages';
import { badRequest, forbidden, unauthorized } from '../errors';
import type { Handlers } from '../routes';
import { assertPlainFileName, storeUpload, UPLOAD_MESSAGES } from '../storage/uploads';

export function uploadHandlers(app: FastifyInstance): Handlers {
  async function upload(request: FastifyRequest) {
    const caller = await request.callerForPath((request.params as { role: string }).role);
    if (caller.userId == null) throw unauthorized(API_MESSAGES.signInRequired);
    if (caller.status === 0) throw forbidden(MESSAGES.accountDeactivated);
    if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.noFile);
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest(UPLOAD_MESSAGES.noFile);
    try {
      assertPlainFileName(part.filename);
    } catch (err) {
      part.file.resume(); // read the rest away, so the answer goes out at once
      throw err;
    }
    const stored = await storeUpload(app.storage, part.file, app.config.uploadLimits);
    request.log.info({ userId: caller.userId, type: stored.type, size: stored.size, storage: stored.storage }, 'file uploaded');
    return { error: false, ...stored };
  }
  return { uploadFile: upload, uploadFileS3: upload };
}
